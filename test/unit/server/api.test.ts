import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { CONFIGURATION_KEYS } from "../../../src/domain/configuration"
import { ConfigurationItem } from "../../../src/domain/configuration-schema"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "./server-harness"

const demo = DEMO_ACCOUNTS.find((a) => a.username === "demo")
if (demo === undefined) throw new Error("the demo data has no demo account")

describe("reference API", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("API-01 AUTH-07 login answers a fresh token and the current user record", async () => {
    const res = await call(server, "POST", "/api/auth/login", { body: { username: "demo", password: "demo1234" } })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      success: true,
      message: "",
      data: {
        user: {
          name: "สมชาย ใจดี",
          phone: "0812345678",
          level: 1,
          user_pass: { username: "demo" },
          user_bank: { bankName: "กสิกรไทย", bankId: "1234567890" },
          user_credit: { point: 120 },
          profile: { uuid: demo.uuid }
        }
      }
    })
    expect(await login(server)).not.toBe(await login(server))
  })

  it("AUTH-08 ERR-12 a wrong password is a 401 with the Thai message", async () => {
    const res = await call(server, "POST", "/api/auth/login", { body: { username: "demo", password: "nope" } })
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ success: false, message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง" })
  })

  it("login with a malformed body is a 400 in Thai", async () => {
    const res = await call(server, "POST", "/api/auth/login", { body: { username: "" } })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ success: false, message: "ข้อมูลที่ส่งมาไม่ถูกต้อง" })
  })

  it("ROLE-04 ERR-02 /api/auth/* without a known token is a 401", async () => {
    const expired = { success: false, message: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่" }
    for (const [method, path] of [
      ["GET", "/api/auth/configuration/list"],
      ["GET", "/api/auth/game/check-in"],
      ["POST", "/api/auth/user/getCredit/demo"],
      ["GET", "/api/auth/not-a-call"]
    ]) {
      expect(await call(server, method ?? "GET", path ?? "/")).toMatchObject({ status: 401, json: expired })
    }
    const wrong = await call(server, "GET", "/api/auth/configuration/list", { token: "not-a-token" })
    expect(wrong.status).toBe(401)
  })

  it("ENT-05 getCredit answers the token user's balance and 403 for another username", async () => {
    const token = await login(server)
    const own = await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })
    expect(own).toMatchObject({ status: 200, json: { success: true, data: { balance: 1520.75, balanceType: "M" } } })
    const other = await call(server, "POST", "/api/auth/user/getCredit/gold", { token, body: { balanceType: "M" } })
    expect(other.status).toBe(403)
  })

  it("ENT-04 AMB-15 the profile is encoded with the server's `points` name", async () => {
    const token = await login(server)
    const res = await call(server, "GET", `/api/auth/user/detail/${demo.uuid}`, { token })
    expect(res.json).toMatchObject({ data: { uuid: demo.uuid, user_credit: { points: 120, level: 1 } } })
    expect(await call(server, "GET", "/api/auth/user/detail/someone-else", { token })).toMatchObject({ status: 403 })
  })

  it("API-31 userSetting answers the player's setting and 403 for another uuid", async () => {
    const token = await login(server)
    const own = await call(server, "POST", "/api/auth/setting", { token, body: { userUuid: demo.uuid } })
    expect(own.json).toMatchObject({ data: { bonusMax: 500, bonusRate: 10, endNumberBonus2: 99 } })
    const other = await call(server, "POST", "/api/auth/setting", { token, body: { userUuid: "x" } })
    expect(other.status).toBe(403)
  })

  it("SUPPORT-01 AMB-17 the public setting carries both LINE ids and the promotion", async () => {
    const res = await call(server, "GET", "/api/setting")
    expect(res.json).toMatchObject({
      data: {
        line: { line1: { id: "@goldbet" }, line2: { id: "@goldbet2" } },
        promotion: { bonusTimeStart: "09:00:00", bonusTimeEnd2: "23:59:00", bonusRate2: 5 }
      }
    })
  })

  it("ENT-08 configuration lists the 10 keys with images the server ships", async () => {
    const token = await login(server)
    for (const res of [
      await call(server, "GET", "/api/configuration"),
      await call(server, "GET", "/api/auth/configuration/list", { token })
    ]) {
      expect(res.status).toBe(200)
      const items = Schema.decodeUnknownSync(Envelope(Schema.Array(ConfigurationItem)))(res.json).data
      // The image keys, then the media pages' entries (issue #13: movies and promotion banners).
      const imageKeys = items.map((item) => item.key).filter((key) => !key.startsWith("media."))
      expect(imageKeys).toEqual([...CONFIGURATION_KEYS])
      for (const item of items) {
        const image = await fetch(server.url + item.value.data.path)
        expect(image.status, item.value.data.path).toBe(200)
        expect(image.headers.get("content-type")).toBe("image/svg+xml")
        const video = item.value.data.video
        if (video !== undefined)
          expect((await fetch(server.url + video)).headers.get("content-type")).toBe("video/webm")
      }
    }
  })

  it("unknown API paths are a 404 and a wrong method a 405", async () => {
    expect((await call(server, "GET", "/api/nothing")).status).toBe(404)
    expect((await call(server, "POST", "/api/setting")).status).toBe(405)
  })
})
