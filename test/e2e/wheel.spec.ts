import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { ACCOUNTS, balanceAmount, bahtText, expectLedgerRows, ledgerOf } from "./faults/support/player"
import {
  fixNextSegment,
  letTheWheelStop,
  openWheel,
  spinButton,
  WHEEL_TEXTS,
  wheelResult
} from "./faults/support/wheel-targets"

// The prize wheel (issue #13, ROUTE-18, API-41..API-43, OPEN-41, STORE-05).

const demo = ACCOUNTS.demo

test.describe("prize wheel", () => {
  test("ROUTE-18 API-41 shows the wheel, today's spins and the seeded history", async ({ page }) => {
    const requests = recordRequests(page)
    await openWheel(page)
    await expect(page.getByRole("img", { name: "วงล้อรางวัล" })).toBeVisible()
    await expect(page.getByText("สิทธิ์หมุนวันนี้เหลือ 1 จาก 1 ครั้ง")).toBeVisible()
    await expect(page.getByRole("region", { name: WHEEL_TEXTS.history }).getByRole("listitem")).toHaveCount(4)
    expect((await requests.all()).some((r) => r.path === "/api/auth/wheel" && r.method === "GET")).toBe(true)
  })

  test("a spin lands on the server's segment, names its prize and the balance rises by it", async ({
    page,
    request
  }) => {
    const requests = recordRequests(page)
    await fixNextSegment(request, 3)
    await openWheel(page)
    await expect(balanceAmount(page)).toHaveText(/^฿/)
    const before = await balanceAmount(page).textContent()
    await spinButton(page).click()
    await letTheWheelStop(page)
    await expect(wheelResult(page)).toContainText("คุณได้รับ เครดิต ฿100")
    // The disc stopped with segment 3 (of 8) under the pointer: its rotation mod 360 is 360 - 3.5 × 45.
    const rotation = Number(await page.getByTestId("wheel-disc").getAttribute("data-rotation"))
    expect(((rotation % 360) + 360) % 360).toBeCloseTo(360 - 3.5 * 45, 6)
    const [row] = await expectLedgerRows(request, demo.username, "wheel", 1)
    expect(row?.amount).toBe(10_000)
    await expect(balanceAmount(page)).toHaveText(bahtText(row?.balanceAfter ?? 0))
    expect(await balanceAmount(page).textContent()).not.toBe(before)
    // OPEN-41: the uuid travels in the body.
    const spin = (await requests.all()).find((r) => r.path === "/api/auth/wheel/reward")
    expect(JSON.parse(spin?.postData ?? "{}")).toEqual({ uuid: expect.any(String) })
    await wheelResult(page).getByRole("button", { name: WHEEL_TEXTS.ok }).click()
    await expect(page.getByRole("region", { name: WHEEL_TEXTS.history }).getByRole("listitem").first()).toContainText(
      "เครดิต ฿100"
    )
  })

  test("a points segment says so and the points ledger moves", async ({ page, request }) => {
    await fixNextSegment(request, 1)
    await openWheel(page)
    await expect(page.locator("[data-points]")).toHaveText("120 แต้ม")
    await spinButton(page).click()
    await letTheWheelStop(page)
    await expect(wheelResult(page)).toContainText("คุณได้รับ 50 แต้ม")
    await expect(page.locator("[data-points]")).toHaveText("170 แต้ม")
    await expect
      .poll(async () => {
        const rows: unknown = await (await request.get(`/__dev/point-ledger?username=${demo.username}`)).json()
        return Array.isArray(rows) ? rows.length : 0
      })
      .toBe(1)
  })

  test("a no-prize segment: 'เสียใจด้วย ลองใหม่นะ', and nothing is paid", async ({ page, request }) => {
    await fixNextSegment(request, 2)
    await openWheel(page)
    await spinButton(page).click()
    await letTheWheelStop(page)
    await expect(wheelResult(page)).toContainText("เสียใจด้วย ลองใหม่นะ")
    expect((await ledgerOf(request, demo.username)).filter((r) => r.kind === "wheel")).toHaveLength(0)
  })

  test("no spins left: 'สิทธิ์หมุนวันนี้หมดแล้ว' and the button disabled, also after a reload", async ({ page, request }) => {
    await fixNextSegment(request, 0)
    await openWheel(page)
    await spinButton(page).click()
    await letTheWheelStop(page)
    await wheelResult(page).getByRole("button", { name: WHEEL_TEXTS.ok }).click()
    await expect(page.getByText(WHEEL_TEXTS.noSpins)).toBeVisible()
    await expect(spinButton(page)).toBeDisabled()
    await page.reload()
    await expect(page.getByText(WHEEL_TEXTS.noSpins)).toBeVisible()
    await expect(spinButton(page)).toBeDisabled()
  })

  test("money.md a double tap spins once: one ledger row", async ({ page, request }) => {
    await fixNextSegment(request, 0)
    await openWheel(page, ACCOUNTS.gold)
    await spinButton(page).dblclick()
    await letTheWheelStop(page)
    await expect(wheelResult(page)).toContainText(WHEEL_TEXTS.won)
    await expectLedgerRows(request, ACCOUNTS.gold.username, "wheel", 1)
    await expect(page.getByText("สิทธิ์หมุนวันนี้เหลือ 1 จาก 2 ครั้ง")).toBeVisible()
  })

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } })
    test("the wheel settles at once and the prize shows", async ({ page, request }) => {
      await fixNextSegment(request, 5)
      await openWheel(page)
      await spinButton(page).click()
      await expect(wheelResult(page)).toContainText("คุณได้รับ เครดิต ฿5", { timeout: 2_500 })
    })
  })
})
