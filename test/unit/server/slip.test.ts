// #10 §2 the deposit by slip on the reference API: a real slip QR read from the uploaded image,
// each refusal of ERR-14 in Thai, a reference credited once, the same Idempotency-Key twice
// changing the ledger once, multipart only on the upload route (OPEN-35..OPEN-37).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { PNG } from "pngjs"
import type { RunningServer } from "../../../server/app"
import { maskAccountNumber } from "../../../src/domain/masking"
import { OPERATOR_RECEIVING_ACCOUNTS } from "../../../src/domain/demo/slip"
import { call, login, start } from "./server-harness"
import { makeSlip, upload } from "./slip-harness"

// The account a slip made with toOperator pays into: the first the deposit screen shows.
const OPERATOR = OPERATOR_RECEIVING_ACCOUNTS[0] ?? { bankCode: "", accountNumber: "", accountName: "" }

const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)
const refusal = (message: string) => ({ json: { success: false, message } })

const blankPng = (): Buffer => {
  const png = new PNG({ width: 64, height: 64 })
  png.data.fill(255)
  return PNG.sync.write(png)
}

describe("slip deposit on the reference API (#10 §2)", () => {
  let now = JUNE_15
  let server: RunningServer
  let token = ""
  beforeAll(async () => {
    server = await start(() => now)
  })
  beforeEach(async () => {
    now = JUNE_15
    await call(server, "POST", "/__dev/reset")
    token = await login(server)
  })
  afterAll(() => server.close())

  const ledgerOf = async (username: string): Promise<ReadonlyArray<unknown>> => {
    const json: unknown = (await call(server, "GET", `/__dev/ledger?username=${username}`)).json
    return Array.isArray(json) ? json : []
  }
  const deposit = (transRef: string, key?: string, as = token) =>
    call(server, "POST", "/api/auth/slip/request-deposit", { token: as, body: { transRef }, ...(key ? { key } : {}) })
  const confirm = (transRef: string, as = token) =>
    call(server, "POST", "/api/auth/slip/confirm", { token: as, body: { transRef } })

  it("#10 OPEN-35 verify reads the slip's QR and answers the bank's record, masked", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    const res = await upload(server, token, slip.png)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      success: true,
      data: {
        transRef: slip.transRef,
        amount: 500,
        sendingBank: { code: "004", name: "กสิกรไทย" },
        senderName: "นาย ส***ย ใ***ดี",
        receiver: { bankCode: OPERATOR.bankCode, accountNumber: maskAccountNumber(OPERATOR.accountNumber) },
        transferredAt: new Date(JUNE_15).toISOString()
      }
    })
  })

  it("#10 ERR-14 an image without a QR is 'ไม่พบ QR code ในสลิป'", async () => {
    expect(await upload(server, token, blankPng())).toMatchObject({ status: 422, ...refusal("ไม่พบ QR code ในสลิป") })
  })

  it("#10 ERR-14 a file that is no image is 'ไฟล์ต้องเป็นรูปภาพ'", async () => {
    const res = await upload(server, token, new TextEncoder().encode("not a picture"), "image/png")
    expect(res).toMatchObject({ status: 415, ...refusal("ไฟล์ต้องเป็นรูปภาพ") })
  })

  it("#10 ERR-14 a reference the bank does not know is 'ไม่พบรายการโอนนี้'", async () => {
    const slip = await makeSlip(server, { amount: 500, inLedger: false })
    expect(await upload(server, token, slip.png)).toMatchObject({ status: 404, ...refusal("ไม่พบรายการโอนนี้") })
  })

  it("#10 ERR-14 a transfer to another account is 'บัญชีผู้รับไม่ถูกต้อง'", async () => {
    const slip = await makeSlip(server, { amount: 500, toOperator: false })
    expect(await upload(server, token, slip.png)).toMatchObject({ status: 422, ...refusal("บัญชีผู้รับไม่ถูกต้อง") })
  })

  it("#10 ERR-14 a slip 7 days old passes, one over is 'สลิปหมดอายุ'", async () => {
    const seven = await makeSlip(server, { amount: 500, daysAgo: 7 })
    const eight = await makeSlip(server, { amount: 500, daysAgo: 7.01 })
    expect((await upload(server, token, seven.png)).status).toBe(200)
    expect(await upload(server, token, eight.png)).toMatchObject({ status: 422, ...refusal("สลิปหมดอายุ") })
  })

  it("#10 a reference is credited once: verify and confirm then refuse it as used", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    expect((await confirm(slip.transRef)).status).toBe(200)
    const first = await deposit(slip.transRef)
    expect(first).toMatchObject({ status: 200, json: { data: { amount: 500, balance: 2020.75 } } })
    expect(await upload(server, token, slip.png)).toMatchObject({ status: 409, ...refusal("สลิปนี้ถูกใช้แล้ว") })
    expect(await confirm(slip.transRef)).toMatchObject({ status: 409, ...refusal("สลิปนี้ถูกใช้แล้ว") })
    expect(await deposit(slip.transRef)).toMatchObject({ status: 409, ...refusal("สลิปนี้ถูกใช้แล้ว") })
    expect(await ledgerOf("demo")).toHaveLength(1)
  })

  it("#10 a slip another player confirmed is used for everyone else", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    const gold = await login(server, "gold", "gold1234")
    expect((await confirm(slip.transRef, gold)).status).toBe(200)
    expect(await confirm(slip.transRef)).toMatchObject({ status: 409, ...refusal("สลิปนี้ถูกใช้แล้ว") })
  })

  it("#10 request-deposit without confirm first is refused and credits nothing", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    expect((await deposit(slip.transRef)).status).toBe(409)
    expect(await ledgerOf("demo")).toHaveLength(0)
  })

  it("#10 money.md the same Idempotency-Key twice changes the ledger once and answers the same", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    await confirm(slip.transRef)
    const first = await deposit(slip.transRef, "press-1")
    const again = await deposit(slip.transRef, "press-1")
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(await ledgerOf("demo")).toHaveLength(1)
    const list = await call(server, "GET", "/api/auth/slip/my/request", { token })
    expect(list.json).toMatchObject({ data: [{ transRef: slip.transRef, amount: 500, status: "approved" }] })
  })

  it("#10 request-deposit without an Idempotency-Key is a 428", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    await confirm(slip.transRef)
    const res = await call(server, "POST", "/api/auth/slip/request-deposit", {
      token,
      body: { transRef: slip.transRef },
      key: null
    })
    expect(res.status).toBe(428)
  })

  it("#10 OPEN-35 verify takes multipart only (415 for JSON), and the JSON routes refuse multipart", async () => {
    const json = await call(server, "POST", "/api/auth/slip/verify", { token, body: { slip: "x" } })
    expect(json.status).toBe(415)
    const form = new FormData()
    form.append("transRef", "004DEMO0000000001")
    const res = await fetch(`${server.url}/api/auth/slip/confirm`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form
    })
    expect(res.status).toBe(415)
  })

  it("#10 OPEN-35 an upload without the `slip` field is a 400", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    expect((await upload(server, token, slip.png, "image/png", "photo")).status).toBe(400)
  })

  it("#10 an upload over 10 MB is refused with 413", async () => {
    const res = await upload(server, token, new Uint8Array(10 * 1024 * 1024 + 100 * 1024))
    expect(res.status).toBe(413)
  })
})
