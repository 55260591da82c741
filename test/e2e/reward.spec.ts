import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { twoFrames } from "./support/screens"
import { ACCOUNTS, apiBalance, apiLogin, bahtText, expectLedgerRows } from "./faults/support/player"
import {
  historySection,
  openReward,
  redeemDialog,
  REWARD_LIST_PATH,
  REWARD_PATH,
  REWARD_TEXTS,
  rewardCard,
  rewardCategoryPath,
  shownPoints
} from "./faults/support/reward-targets"

// The rewards (issue #13, ROUTE-11, ROUTE-12, ENT-12, API-38..API-40, OPEN-08, OPEN-32).

const demo = ACCOUNTS.demo
const newbie = { username: "newbie", password: "newbie1234", name: "มานะ เริ่มต้น" } as const

test.describe("rewards", () => {
  test("ROUTE-11 the overview shows the points, the categories and demo's history with Thai statuses", async ({
    page
  }) => {
    await openReward(page)
    await expect(shownPoints(page)).toHaveText("120 แต้ม")
    const categories = page.getByRole("list", { name: "หมวดรางวัล" })
    await expect(categories.getByRole("link")).toHaveCount(3)
    await expect(categories.getByRole("link", { name: /เครดิตฟรี/ })).toBeVisible()
    const history = historySection(page)
    await expect(history.getByRole("listitem")).toHaveCount(4)
    for (const status of ["รอจัดส่ง", "จัดส่งแล้ว", "สำเร็จ", "ยกเลิก"]) await expect(history).toContainText(status)
  })

  test("ROUTE-12 /auth/reward/7 asks for category 7 (OPEN-32) and shows its items", async ({ page }) => {
    await openReward(page)
    const requests = recordRequests(page)
    await page.goto(rewardCategoryPath(7))
    await expect(rewardCard(page, 102)).toBeVisible()
    const lists = (await requests.all()).filter((r) => r.path === REWARD_LIST_PATH)
    expect(lists.map((r) => JSON.parse(r.postData ?? "{}"))).toContainEqual({ categoryId: 7 })
    await expect(page.getByRole("heading", { level: 2, name: "เครดิตฟรี" })).toBeVisible()
  })

  test("a category is reached from the overview's tile", async ({ page }) => {
    await openReward(page)
    await page.getByRole("link", { name: /ของรางวัล/ }).click()
    await expect(page).toHaveURL(/\/auth\/reward\/8$/)
    await expect(rewardCard(page, 201)).toBeVisible()
  })

  test("redeeming a credit reward with enough points: the points go down and the balance up, once", async ({
    page,
    request
  }) => {
    const token = await apiLogin(request, demo)
    const before = await apiBalance(request, demo.username, token)
    await openReward(page, rewardCategoryPath(7))
    await rewardCard(page, 102).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    const dialog = redeemDialog(page)
    await expect(dialog).toContainText("เครดิตฟรี 20 บาท")
    await expect(dialog).toContainText("100 แต้ม")
    await expect(dialog).toContainText("20 แต้ม")
    await dialog.getByRole("button", { name: REWARD_TEXTS.confirm }).click()
    await expect(page.getByText(REWARD_TEXTS.creditDone).first()).toBeVisible()
    await expect(shownPoints(page)).toHaveText("20 แต้ม")
    const [row] = await expectLedgerRows(request, demo.username, "reward", 1)
    expect(bahtText(row?.amount ?? 0)).toBe("฿20.00")
    expect((row?.balanceAfter ?? 0) - before).toBe(2_000)
    await expect(historySection(page).getByRole("listitem")).toHaveCount(5)
    await expect(historySection(page).getByRole("listitem").first()).toContainText("สำเร็จ")
    // Now 20 points: the same reward cannot be afforded any more.
    await expect(rewardCard(page, 102).getByRole("button", { name: REWARD_TEXTS.notEnough })).toBeDisabled()
  })

  test("without enough points an item shows 'แต้มไม่พอ', disabled; out of stock shows 'สินค้าหมด', disabled", async ({
    page
  }) => {
    await openReward(page, rewardCategoryPath(8))
    await expect(rewardCard(page, 204).getByRole("button", { name: REWARD_TEXTS.notEnough })).toBeDisabled()
    await expect(rewardCard(page, 202).getByRole("button", { name: REWARD_TEXTS.outOfStock })).toBeDisabled()
    await expect(rewardCard(page, 201).getByRole("button", { name: REWARD_TEXTS.redeem })).toBeEnabled()
  })

  test("a goods reward without a delivery address is refused and links to 'เพิ่มที่อยู่จัดส่ง'", async ({ page, request }) => {
    const answer = await request.post("/__dev/points", { data: { username: newbie.username, points: 500 } })
    expect(answer.status()).toBe(204)
    await openReward(page, rewardCategoryPath(8), newbie)
    await rewardCard(page, 201).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    const dialog = redeemDialog(page)
    await dialog.getByRole("button", { name: REWARD_TEXTS.confirm }).click()
    await expect(dialog.getByRole("alert")).toContainText("ที่อยู่จัดส่ง")
    const link = dialog.getByRole("link", { name: REWARD_TEXTS.addAddress })
    await expect(link).toHaveAttribute("href", "/auth/settings/manage-address")
    await expect(shownPoints(page)).toHaveText("500 แต้ม")
  })

  test("#27 a refusal belongs to its press: a later press that sends nothing (offline) shows no earlier refusal or its link (money.md 5)", async ({
    page,
    context,
    request
  }) => {
    const answer = await request.post("/__dev/points", { data: { username: newbie.username, points: 500 } })
    expect(answer.status()).toBe(204)
    await openReward(page, rewardCategoryPath(8), newbie)
    const dialog = redeemDialog(page)
    const link = dialog.getByRole("link", { name: REWARD_TEXTS.addAddress })
    await rewardCard(page, 201).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    await dialog.getByRole("button", { name: REWARD_TEXTS.confirm }).click()
    await expect(link).toBeVisible()
    await dialog.getByRole("button", { name: "ยกเลิก" }).click()
    await expect(dialog).toBeHidden()

    // Offline, a press sends nothing: the dialog must not bring back the refusal of the first one.
    await context.setOffline(true)
    await expect(page.locator('[data-banner="offline"]')).toBeVisible()
    await rewardCard(page, 201).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    await expect(dialog).toBeVisible()
    await expect(link).toHaveCount(0)
    await dialog.getByRole("button", { name: REWARD_TEXTS.confirm }).click()
    await twoFrames(page)
    await expect(link).toHaveCount(0)
    await expect(dialog.getByRole("alert")).toHaveCount(0)
    await context.setOffline(false)
  })

  test("an unknown category and a category id that is not a number show the not-found page", async ({ page }) => {
    await openReward(page)
    await page.goto("/auth/reward/999")
    await expect(page).toHaveURL(/\/404$/)
    await page.goto(`${REWARD_PATH}/abc`)
    await expect(page).toHaveURL(/\/404$/)
    // In the player layout: the player's name stays in the top bar.
    await expect(page.locator("[data-player-name]")).toHaveText(demo.name)
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test("the category fits the screen and an item can be redeemed", async ({ page }) => {
      await openReward(page, rewardCategoryPath(7))
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(390)
      await rewardCard(page, 101).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
      await redeemDialog(page).getByRole("button", { name: REWARD_TEXTS.confirm }).click()
      await expect(shownPoints(page)).toHaveText("70 แต้ม")
    })
  })
})
