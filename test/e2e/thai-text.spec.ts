import { expect, test } from "./support/fixtures"
import { ACCOUNTS, openAs } from "./faults/support/player"
import { gridCards, openProvider } from "./faults/support/games-targets"
import { chooseSlip, makeSlip, openSlipScreen } from "./support/slip"
import { splitNameParts } from "./support/thai-words"

// #29 "Thai text unbroken": a Thai name (an account's, a person's, a game's) breaks at its spaces
// only, never inside a word the browser's dictionary does not know. Checked at the phone width,
// where columns are narrowest.

test.use({ viewport: { width: 390, height: 844 } })

test.describe("Thai names unbroken", () => {
  test("#29 a verified slip's card keeps 'เอ็นเตอร์เทนเมนต์' and every name part on one line", async ({
    page,
    request
  }) => {
    const slip = await makeSlip(request, { amount: 500 })
    await openSlipScreen(page)
    await chooseSlip(page, slip.png)
    await expect(page.getByText("ตรวจสอบสลิปแล้ว")).toBeVisible()
    const values = page.locator("main dd")
    await expect(values.filter({ hasText: "เอ็นเตอร์เทนเมนต์" })).toBeVisible()
    expect(await splitNameParts(values)).toEqual([])
    // One logo size per context: the receiver's badge is not squeezed by its long account name.
    const badges = page.locator("main dd svg[data-bank-code]")
    const widths = await badges.evaluateAll((all) => all.map((one) => Math.round(one.getBoundingClientRect().width)))
    expect(widths).toEqual([32, 32])
  })

  test("#29 the deposit page's receiving accounts keep their names whole", async ({ page }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/deposit")
    const names = page.getByText("บจก. ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์")
    await expect(names.first()).toBeVisible()
    expect(await splitNameParts(names)).toEqual([])
  })

  test("#29 game cards keep each part of a Thai name on one line ('ลูกกวาดน้ำแข็ง')", async ({ page }) => {
    await openProvider(page)
    await expect(gridCards(page).nth(11)).toBeVisible()
    expect(await splitNameParts(gridCards(page))).toEqual([])
  })

  test("#29 the profile keeps the player's name whole", async ({ page }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/settings")
    const values = page.locator("main dd")
    await expect(values.first()).toBeVisible()
    expect(await splitNameParts(values)).toEqual([])
  })
})
