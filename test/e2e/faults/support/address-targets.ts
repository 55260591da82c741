import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import type { ListTarget } from "./list-rows"
import { type Account, ACCOUNTS, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"

// The delivery address's targets (#14, ENT-18, API-54, API-55): 'บันทึก' is a write that moves no
// money (no ledger row: the address read back with GET mine tells whether it happened); GET mine is
// the read that fills the form.

export const ADDRESS_PATH = "/auth/settings/manage-address"
export const ADDRESS_MINE_PATH = "/api/auth/address/mine"
export const ADDRESS_SAVE_PATH = "/api/auth/address"

export const ADDRESS_TEXTS = {
  heading: "ที่อยู่จัดส่ง",
  recipientName: "ชื่อผู้รับ",
  phone: "เบอร์โทรศัพท์",
  houseNo: "บ้านเลขที่",
  village: "หมู่บ้าน/อาคาร",
  road: "ถนน/ซอย",
  subdistrict: "ตำบล/แขวง",
  district: "อำเภอ/เขต",
  province: "จังหวัด",
  postcode: "รหัสไปรษณีย์",
  save: "บันทึก",
  saved: "บันทึกที่อยู่สำเร็จ",
  loadFailed: "โหลดที่อยู่ไม่สำเร็จ",
  retry: "ลองใหม่",
  none: "ยังไม่มีที่อยู่จัดส่ง",
  leaveTitle: "ออกจากหน้านี้?",
  stay: "อยู่ต่อ",
  leave: "ออกโดยไม่บันทึก"
} as const

/** newbie has no address (src/domain/demo/address.ts); demo has one in วังทองหลาง. */
export const NEWBIE: Account = { username: "newbie", password: "newbie1234", name: "มานะ เริ่มต้น" }

export const NEW_ADDRESS = {
  recipientName: "มานะ เริ่มต้น",
  phone: "0891112222",
  houseNo: "7/1",
  subdistrict: "จตุจักร",
  district: "จตุจักร",
  province: "กรุงเทพมหานคร",
  postcode: "10900"
} as const

export const addressHeading = (page: Page) => page.getByRole("heading", { level: 1, name: ADDRESS_TEXTS.heading })
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
export const saveButton = (page: Page) => page.getByRole("button", { name: ADDRESS_TEXTS.save, exact: true })

/** Logged in, on the address screen with the check-in popup closed and the form shown. */
export const openAddress = async (page: Page, account: Account = ACCOUNTS.demo) => {
  await openAs(page, account, ADDRESS_PATH)
  await expect(addressHeading(page)).toBeVisible()
  await expect(field(page, ADDRESS_TEXTS.recipientName)).toBeVisible()
}

/** Types newbie's new address into an empty form (the places by hand). */
export const fillNewAddress = async (page: Page) => {
  await field(page, ADDRESS_TEXTS.recipientName).fill(NEW_ADDRESS.recipientName)
  await field(page, ADDRESS_TEXTS.phone).fill(NEW_ADDRESS.phone)
  await field(page, ADDRESS_TEXTS.houseNo).fill(NEW_ADDRESS.houseNo)
  await field(page, ADDRESS_TEXTS.postcode).fill(NEW_ADDRESS.postcode)
  await field(page, ADDRESS_TEXTS.postcode).press("Escape")
  await field(page, ADDRESS_TEXTS.subdistrict).fill(NEW_ADDRESS.subdistrict)
  await field(page, ADDRESS_TEXTS.district).fill(NEW_ADDRESS.district)
  await field(page, ADDRESS_TEXTS.province).fill(NEW_ADDRESS.province)
}

/** The address GET mine answers now, through the API (what the server kept). */
export const storedAddress = async (ctx: RowContext, account: Account): Promise<unknown> => {
  const login = await ctx.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password }
  })
  const token: unknown = (await login.json()).data?.token
  const mine = await ctx.request.get(ADDRESS_MINE_PATH, { headers: { Authorization: `Bearer ${String(token)}` } })
  return (await mine.json()).data
}

/** newbie saves a first address: PATCH /api/auth/address, no ledger row; GET mine tells. */
export const addressSaveWrite: WriteTarget = {
  name: "delivery address save",
  ids: "API-55, ENT-18, #14",
  call: { path: ADDRESS_SAVE_PATH, method: "PATCH" },
  account: NEWBIE,
  ledgerKind: null,
  arrive: async ({ page }) => {
    await openAddress(page, NEWBIE)
    await fillNewAddress(page)
    await expect(saveButton(page)).toBeEnabled()
  },
  button: ({ page }) => saveButton(page),
  expectSettled: async ({ page }) => {
    await expect(saveButton(page)).not.toHaveAttribute("aria-busy", "true")
  },
  expectDone: async (ctx) => {
    await expect(ctx.page.getByText(ADDRESS_TEXTS.saved)).toBeVisible()
    await expect(field(ctx.page, ADDRESS_TEXTS.houseNo)).toHaveValue(NEW_ADDRESS.houseNo)
    await expect(saveButton(ctx.page)).toBeDisabled()
    expect(await storedAddress(ctx, NEWBIE)).toEqual(NEW_ADDRESS)
  },
  expectNotDone: async ({ page }) => {
    await expect(saveButton(page)).toBeEnabled()
    await expect(field(page, ADDRESS_TEXTS.houseNo)).toHaveValue(NEW_ADDRESS.houseNo)
  },
  stateReads: [{ path: ADDRESS_MINE_PATH, method: "GET" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto(ADDRESS_PATH)
    await closeCheckInPopup(page)
    await expect(field(page, ADDRESS_TEXTS.houseNo)).toHaveValue(done ? NEW_ADDRESS.houseNo : "")
  }
}

/** GET /api/auth/address/mine: the form says it could not load, with 'ลองใหม่'. */
export const addressMineRead: ListTarget<null> = {
  name: "delivery address (GET mine)",
  ids: "API-54, ROUTE-14, #14",
  call: { path: ADDRESS_MINE_PATH, method: "GET" },
  arrive: async ({ page }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    return null
  },
  send: async ({ page }) => {
    await page.goto(ADDRESS_PATH)
    await closeCheckInPopup(page)
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("alert").filter({ hasText: ADDRESS_TEXTS.loadFailed })).toBeVisible()
    await expect(addressHeading(page)).toBeVisible()
  },
  recover: async ({ page }) => {
    await page
      .getByRole("alert")
      .filter({ hasText: ADDRESS_TEXTS.loadFailed })
      .getByRole("button", { name: ADDRESS_TEXTS.retry })
      .click()
    await expect(field(page, ADDRESS_TEXTS.houseNo)).toHaveValue("99/12")
  },
  wrongShapes: [{ label: "a list instead of an address", body: { success: true, message: "", data: [] } }]
}
