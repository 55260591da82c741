import { expect, test } from "../support/fixtures"
import {
  ACCOUNTS,
  balanceAmount,
  balanceRegion,
  closeCheckInPopup,
  creditPath,
  expectNoHorizontalOverflow,
  loginAs
} from "./support/player"
import { TEXTS } from "./support/texts"

// Row 16 (#9, money.md "Amounts"): a balance the client must refuse (a huge negative, 3 decimals)
// arrives on the dashboard's first load. The player reads a Thai 'data invalid' error with a way
// on, and the page never widens past the screen.
// Needs: client: the credit decoder rejects negatives, more than 2 decimals, NaN and infinities;
// the balance card's way on is 'ลองใหม่'.

const BAD_BALANCES = [
  { label: "-1e308", balance: -1e308 },
  { label: "3 decimals", balance: 1520.755 }
] as const

for (const bad of BAD_BALANCES) {
  test(`credit: a balance of ${bad.label} shows a Thai 'data invalid' error with a way on, and the page never widens (UI-18, DESIGN-04, #9)`, async ({
    page,
    dev
  }) => {
    await dev.injectFault({
      path: creditPath(ACCOUNTS.demo.username),
      method: "POST",
      status: 200,
      body: { success: true, message: "", data: { balance: bad.balance, balanceType: "M" } }
    })
    await loginAs(page, ACCOUNTS.demo)
    // The check-in popup opens for demo and hides the page from the accessibility tree.
    await closeCheckInPopup(page)
    const region = balanceRegion(page)
    await expect(region.getByText(TEXTS.dataInvalid)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expect(balanceAmount(page)).toHaveCount(0)
    await region.getByRole("button", { name: TEXTS.balance.retry, exact: true }).click()
    await expect(balanceAmount(page)).toHaveText("฿1,520.75")
    await expectNoHorizontalOverflow(page)
  })
}
