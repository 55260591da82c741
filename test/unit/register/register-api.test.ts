// #12 the reference API's registration: lookups (OPEN-21), the account-name lookup (AMB-33), and
// POST /api/user/register checking every rule again, once per key (money.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, start } from "../server/server-harness"

const BODY = {
  phone: "0891234567",
  username: "somsak01",
  password: "abc12345",
  confirmPassword: "abc12345",
  bankCode: "004",
  bankId: "9876543210",
  bankAccountName: "นาย สมศักดิ์ แสงทอง",
  lineId: "somsak.l",
  inviterCode: "sc7788",
  team: "T1",
  marketing: "M1"
}

const data = (json: unknown): unknown =>
  typeof json === "object" && json !== null && "data" in json ? json.data : undefined
const messageOf = (json: unknown): unknown =>
  typeof json === "object" && json !== null && "message" in json ? json.message : undefined

describe("registration API (#12)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })

  it("ROLE-02, OPEN-21 the phone lookup answers available, taken or invalid without a token", async () => {
    const of = async (value: string) => data((await call(server, "GET", `/api/user/checkPhone/${value}`)).json)
    expect(await of("0891234567")).toEqual({ status: "available", message: "ใช้เบอร์โทรศัพท์นี้ได้" })
    expect(await of("0812345678")).toEqual({ status: "taken", message: "เบอร์โทรศัพท์นี้ถูกใช้แล้ว" })
    expect(await of("0512345678")).toMatchObject({ status: "invalid" })
    expect(await of("081234567")).toMatchObject({ status: "invalid" })
  })

  it("OPEN-21 the username lookup: taken whatever its case, invalid outside 4–16 letters or digits", async () => {
    const of = async (value: string) => data((await call(server, "GET", `/api/user/checkUsername/${value}`)).json)
    expect(await of("somsak01")).toMatchObject({ status: "available" })
    expect(await of("DEMO")).toEqual({ status: "taken", message: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" })
    expect(await of("abc")).toMatchObject({ status: "invalid" })
    expect(await of("a".repeat(17))).toMatchObject({ status: "invalid" })
  })

  it("OPEN-23 the bank-account lookup: the number in the path, the bank in the body; 12 digits at GSB", async () => {
    const of = async (bankId: string, bankCode: string) =>
      data((await call(server, "POST", `/api/user/checkBankId/${bankId}`, { body: { bankCode } })).json)
    expect(await of("1234567890", "004")).toEqual({ status: "taken", message: "เลขบัญชีนี้ถูกใช้แล้ว" })
    // The same number at another bank is another account.
    expect(await of("1234567890", "014")).toMatchObject({ status: "available" })
    expect(await of("1234567890", "030")).toEqual({ status: "invalid", message: "เลขบัญชีธนาคารต้องเป็นตัวเลข 12 หลัก" })
    expect(await of("123456789012", "030")).toMatchObject({ status: "available" })
  })

  it("VAL-07 the inviter lookup: the masked name for a known code (any case), not found otherwise", async () => {
    expect(data((await call(server, "GET", "/api/user/inviter/sc7788")).json)).toEqual({
      found: true,
      name: "สมชาย ใ***"
    })
    expect(data((await call(server, "GET", "/api/user/inviter/ZZZZ99")).json)).toEqual({ found: false, name: null })
  })

  it("AMB-33, OPEN-24, ERR-13 the account-name lookup: a name from the big four banks, none from others, a refusal for a bad number", async () => {
    const of = (bankCode: string, bankId: string) =>
      call(server, "POST", "/api/bank/name", { body: { bankCode, bankId } })
    const named = data((await of("004", "9876543210")).json)
    expect(named).toEqual({ name: expect.stringMatching(/^(นาย|นาง|นางสาว) \S+ \S+$/) })
    expect(data((await of("004", "9876543210")).json)).toEqual(named)
    expect(data((await of("025", "9876543210")).json)).toEqual({ name: null })
    const bad = await of("004", "12")
    expect(bad.status).toBe(400)
    expect(messageOf(bad.json)).toBe("ข้อมูลบัญชีไม่ถูกต้อง")
  })

  it("API-08 registering makes a silver player with ฿0.00 who logs in, with the inviter, team and marketing kept", async () => {
    const res = await call(server, "POST", "/api/user/register", { body: BODY })
    expect(res.status).toBe(200)
    expect(data(res.json)).toMatchObject({
      token: expect.any(String),
      user: { name: "นาย สมศักดิ์ แสงทอง", phone: BODY.phone, level: 1, user_pass: { username: "somsak01" } }
    })
    const login = await call(server, "POST", "/api/auth/login", {
      body: { username: "somsak01", password: "abc12345" }
    })
    expect(login.status).toBe(200)
    const session = data(login.json)
    const token = typeof session === "object" && session !== null && "token" in session ? String(session.token) : ""
    const credit = await call(server, "POST", "/api/auth/user/getCredit/somsak01", {
      token,
      body: { balanceType: "M" }
    })
    expect(data(credit.json)).toMatchObject({ balance: 0 })
    // The phone, username and account are taken now.
    expect(data((await call(server, "GET", "/api/user/checkPhone/0891234567")).json)).toMatchObject({ status: "taken" })
  })

  it("money.md the same key twice makes one account and answers the same session", async () => {
    const first = await call(server, "POST", "/api/user/register", { body: BODY, key: "reg-1" })
    const again = await call(server, "POST", "/api/user/register", { body: BODY, key: "reg-1" })
    expect(again.status).toBe(200)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(data(again.json)).toEqual(data(first.json))
    const other = await call(server, "POST", "/api/user/register", { body: BODY, key: "reg-2" })
    expect(other.status).toBe(409)
    expect(messageOf(other.json)).toBe("เบอร์โทรศัพท์นี้ถูกใช้แล้ว")
  })

  it("OPEN-17 every rule is checked again on register, with its Thai message", async () => {
    const refusal = async (change: Partial<typeof BODY> & Record<string, unknown>) => {
      const res = await call(server, "POST", "/api/user/register", { body: { ...BODY, ...change } })
      return [res.status, messageOf(res.json)]
    }
    expect(await refusal({ phone: "0712345678" })).toEqual([400, "เบอร์โทรศัพท์ต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09"])
    expect(await refusal({ password: "abcdefgh", confirmPassword: "abcdefgh" })).toEqual([
      400,
      "รหัสผ่านต้องมี 8–32 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข"
    ])
    expect(await refusal({ confirmPassword: "abc12346" })).toEqual([400, "รหัสผ่านไม่ตรงกัน"])
    expect(await refusal({ bankCode: "030" })).toEqual([400, "เลขบัญชีธนาคารต้องเป็นตัวเลข 12 หลัก"])
    expect(await refusal({ username: "demo" })).toEqual([409, "ชื่อผู้ใช้นี้ถูกใช้แล้ว"])
    expect(await refusal({ bankId: "1234567890" })).toEqual([409, "เลขบัญชีนี้ถูกใช้แล้ว"])
    expect(await refusal({ inviterCode: "ZZZZ99" })).toEqual([400, "ไม่พบรหัสผู้แนะนำ"])
    expect(await refusal({ lineId: "a b" })).toEqual([400, "LINE ID ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข . _ หรือ - 4–20 ตัว"])
    // Nothing was made by any refusal.
    expect(data((await call(server, "GET", "/api/user/checkUsername/somsak01")).json)).toMatchObject({
      status: "available"
    })
  })
})
