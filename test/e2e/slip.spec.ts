import { maskAccountNumber } from "../../src/domain/masking"
import { OPERATOR_RECEIVING_ACCOUNTS } from "../../src/domain/demo/slip"
import { expect, test } from "./support/fixtures"
import { holdRequests } from "./support/network"
import { chooseSlip, ledgerOf, makeSlip, openSlipScreen, slipInput, VERIFY_PATH } from "./support/slip"

// The deposit by slip end to end (issue #10 §2, ROUTE-06, ERR-14): a real slip image made by
// POST /__dev/bank-transfer, its QR read by the reference API, the deposit credited once.

test.describe("deposit by slip", () => {
  test("#10 a slip made by /__dev/bank-transfer is verified, deposited and credited once", async ({
    page,
    request
  }) => {
    const slip = await makeSlip(request, { amount: 500 })
    await openSlipScreen(page)
    await chooseSlip(page, slip.png)
    await expect(page.getByText("ตรวจสอบสลิปแล้ว")).toBeVisible()
    await expect(page.getByText("฿500.00")).toBeVisible()
    await expect(page.getByText("นาย ส***ย ใ***ดี")).toBeVisible()
    await expect(page.getByText(maskAccountNumber(OPERATOR_RECEIVING_ACCOUNTS[0]?.accountNumber ?? ""))).toBeVisible()
    await expect(page.getByText(/25\d\d/).first()).toBeVisible()
    // After the deposit the balance card's credit is refreshed (refreshCredit).
    const creditRefreshed = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith("/api/auth/user/getCredit/") && r.request().method() === "POST"
    )
    await page.getByRole("button", { name: "ยืนยันการฝาก" }).click()
    const done = page.getByRole("status").filter({ hasText: "ฝากเงินสำเร็จ" })
    await expect(done).toBeVisible()
    await expect(done).toContainText("ยอดเงินคงเหลือ ฿2,020.75")
    // The balance is refreshed (waited for, its body not read: a refresh replaced by the socket's,
    // latest-wins, may have none left); the booked balance is the one the status above shows.
    await creditRefreshed
    const list = page.getByRole("region", { name: "รายการฝากด้วยสลิปของฉัน" })
    await expect(list).toContainText(slip.transRef)
    await expect(list).toContainText("สำเร็จ")
    expect(await ledgerOf(request)).toHaveLength(1)
  })

  for (const [name, transfer, message] of [
    ["unknown to the bank", { amount: 500, inLedger: false }, "ไม่พบรายการโอนนี้"],
    ["paid to another account", { amount: 500, toOperator: false }, "บัญชีผู้รับไม่ถูกต้อง"],
    ["older than 7 days", { amount: 500, daysAgo: 8 }, "สลิปหมดอายุ"]
  ] as const) {
    test(`#10 ERR-14 a slip ${name} shows '${message}' with a way on`, async ({ page, request }) => {
      const slip = await makeSlip(request, transfer)
      await openSlipScreen(page)
      await chooseSlip(page, slip.png)
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible()
      await page.getByRole("button", { name: "เลือกสลิปใหม่" }).click()
      await expect(page.getByRole("alert").filter({ hasText: message })).toHaveCount(0)
      await expect(slipInput(page)).toBeAttached()
    })
  }

  test("#10 ERR-14 a slip already used shows 'สลิปนี้ถูกใช้แล้ว'", async ({ page, request }) => {
    const slip = await makeSlip(request, { amount: 300 })
    await openSlipScreen(page)
    await chooseSlip(page, slip.png)
    await page.getByRole("button", { name: "ยืนยันการฝาก" }).click()
    await expect(page.getByRole("status").filter({ hasText: "ฝากเงินสำเร็จ" })).toBeVisible()
    await page.getByRole("button", { name: "ฝากสลิปอื่น" }).click()
    await chooseSlip(page, slip.png)
    await expect(page.getByRole("alert").filter({ hasText: "สลิปนี้ถูกใช้แล้ว" })).toBeVisible()
  })

  test("#10 ERR-14 an image without a QR shows 'ไม่พบ QR code ในสลิป'", async ({ page, request }) => {
    const slip = await makeSlip(request, { amount: 500 })
    await openSlipScreen(page)
    // The slip picture's top band and grey lines, without its QR: a PNG cropped by the page itself.
    const cropped = await page.evaluate(async (base64) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement("canvas")
      canvas.width = image.width
      canvas.height = 260
      canvas.getContext("2d")?.drawImage(image, 0, 0)
      return canvas.toDataURL("image/png").split(",")[1] ?? ""
    }, slip.png.toString("base64"))
    await chooseSlip(page, Buffer.from(cropped, "base64"))
    await expect(page.getByRole("alert").filter({ hasText: "ไม่พบ QR code ในสลิป" })).toBeVisible()
  })

  test("ERR-14 a slip call's error shows the server's (Thai) message exactly, in a toast too", async ({
    page,
    request
  }) => {
    const slip = await makeSlip(request, { amount: 500 })
    await openSlipScreen(page)
    await page.route(`**${VERIFY_PATH}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"success":false,"message":"สลิปทดสอบ SLIP_MSG_FIXTURE"}'
      })
    )
    await chooseSlip(page, slip.png)
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "สลิปทดสอบ SLIP_MSG_FIXTURE" })).toBeVisible()
    await expect(page.getByRole("alert").filter({ hasText: "สลิปทดสอบ SLIP_MSG_FIXTURE" })).toBeVisible()
  })

  test("#10 a file that is not an image is refused before any upload", async ({ page }) => {
    await openSlipScreen(page)
    let uploads = 0
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === VERIFY_PATH) uploads += 1
    })
    await chooseSlip(page, Buffer.from("%PDF-1.4"), "slip.pdf", "application/pdf")
    await expect(page.getByRole("alert").filter({ hasText: "ไฟล์ต้องเป็นรูปภาพ" })).toBeVisible()
    await page.waitForTimeout(300)
    expect(uploads).toBe(0)
  })

  test("#10 an upload shows its preview and progress, and 'ยกเลิก' aborts it", async ({ page, request }) => {
    const slip = await makeSlip(request, { amount: 500 })
    await openSlipScreen(page)
    const held = await holdRequests(page, `**${VERIFY_PATH}`, 10_000, "POST")
    await chooseSlip(page, slip.png)
    await expect(page.getByRole("img", { name: "ตัวอย่างสลิปที่เลือก" })).toBeVisible()
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /\d+/)
    await page.getByRole("button", { name: "ยกเลิก" }).click()
    await expect(page.getByRole("progressbar")).toHaveCount(0)
    await expect(slipInput(page)).toBeAttached()
    held.release()
    await page.waitForTimeout(300)
    await expect(page.getByText("ตรวจสอบสลิปแล้ว")).toHaveCount(0)
  })
})
