import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { ACCOUNTS, balanceAmount, bahtText, expectLedgerRows } from "./faults/support/player"
import { card, fixNextCard, FLIP_TEXTS, openFlipCard } from "./faults/support/wheel-targets"

// The flip card (issue #13, ROUTE-20, API-44, API-45, OPEN-34).

const demo = ACCOUNTS.demo

test.describe("flip card", () => {
  test("ROUTE-20 API-45 shows five face-down cards, today's plays and the seeded history", async ({ page }) => {
    const requests = recordRequests(page)
    await openFlipCard(page)
    for (let n = 1; n <= 5; n += 1) await expect(card(page, n)).toHaveAccessibleName(`ไพ่ใบที่ ${n}`)
    await expect(page.getByText("สิทธิ์เปิดไพ่วันนี้เหลือ 3 จาก 3 ครั้ง")).toBeVisible()
    await expect(page.getByRole("region", { name: FLIP_TEXTS.history }).getByRole("listitem")).toHaveCount(4)
    expect((await requests.all()).some((r) => r.path === "/api/auth/game/flip-card/logs")).toBe(true)
  })

  test("API-44 a flip shows the picked prize, reveals the others, pays once and plays again", async ({
    page,
    request
  }) => {
    const requests = recordRequests(page)
    await fixNextCard(request, 1)
    await openFlipCard(page)
    await card(page, 2).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("flip-result")).toHaveText("คุณได้รับ เครดิต ฿50")
    await expect(card(page, 2)).toHaveAccessibleName("ไพ่ใบที่ 2: เครดิต ฿50")
    for (const n of [1, 3, 4, 5]) {
      await expect(card(page, n)).toHaveAttribute("data-revealed", "true")
      await expect(card(page, n)).toHaveAccessibleName(/^ไพ่ใบที่ \d: .+/)
    }
    const [row] = await expectLedgerRows(request, demo.username, "flip-card", 1)
    expect(row?.amount).toBe(5_000)
    await expect(balanceAmount(page)).toHaveText(bahtText(row?.balanceAfter ?? 0))
    const flip = (await requests.all()).find((r) => r.path === "/api/auth/game/flip-card/random-reward")
    expect(JSON.parse(flip?.postData ?? "{}")).toEqual({ cardIndex: 1 })
    await expect(page.getByText("สิทธิ์เปิดไพ่วันนี้เหลือ 2 จาก 3 ครั้ง")).toBeVisible()
    await page.getByRole("button", { name: FLIP_TEXTS.playAgain }).click()
    await expect(card(page, 2)).toHaveAccessibleName("ไพ่ใบที่ 2")
    await expect(card(page, 2)).toBeEnabled()
  })

  test("no plays left: the Thai message and the cards disabled", async ({ page }) => {
    await openFlipCard(page)
    for (let play = 0; play < 3; play += 1) {
      await card(page, 1).click()
      await expect(card(page, 1)).toHaveAttribute("data-revealed", "true")
      if (play < 2) await page.getByRole("button", { name: FLIP_TEXTS.playAgain }).click()
    }
    await expect(page.getByText(FLIP_TEXTS.noPlays)).toBeVisible()
    await expect(page.getByRole("button", { name: FLIP_TEXTS.playAgain })).toHaveCount(0)
    await page.reload()
    await expect(page.getByText(FLIP_TEXTS.noPlays)).toBeVisible()
    for (let n = 1; n <= 5; n += 1) await expect(card(page, n)).toBeDisabled()
  })
})
