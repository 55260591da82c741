import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { DEMO_ADDRESSES } from "../../../src/domain/demo/address"
import { call, login, start } from "../server/server-harness"

// The reference API of the delivery address (#14, ENT-18, API-54, API-55): one record per player,
// read with GET mine, replaced with PATCH after the same rules as the form (Thai messages).

const MINE = "/api/auth/address/mine"
const SAVE = "/api/auth/address"
const REWARD_REQUEST = "/api/auth/reward/request"
const NEWBIE_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0005"

const address = {
  recipientName: "มานี มีนา",
  phone: "0891112222",
  houseNo: "7",
  subdistrict: "จตุจักร",
  district: "จตุจักร",
  province: "กรุงเทพมหานคร",
  postcode: "10900"
}

describe("address API (#14)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("API-54 GET mine answers the player's address; a player with none gets data null (not a 404)", async () => {
    const demo = await login(server)
    expect(await call(server, "GET", MINE, { token: demo })).toMatchObject({
      status: 200,
      json: { success: true, data: DEMO_ADDRESSES["demo"] }
    })
    const newbie = await login(server, "newbie", "newbie1234")
    expect(await call(server, "GET", MINE, { token: newbie })).toMatchObject({
      status: 200,
      json: { success: true, data: null }
    })
    expect((await call(server, "GET", MINE)).status).toBe(401)
  })

  it("API-55 ENT-18 PATCH keeps ONE address per player: a second save replaces the first, trimmed", async () => {
    const token = await login(server, "newbie", "newbie1234")
    const first = await call(server, "PATCH", SAVE, { token, body: { ...address, recipientName: " มานี มีนา " } })
    expect(first).toMatchObject({ status: 200, json: { success: true, data: address } })
    const second = { ...address, road: "ถนนพหลโยธิน", phone: "021234567" }
    expect((await call(server, "PATCH", SAVE, { token, body: second })).json).toMatchObject({ data: second })
    expect((await call(server, "GET", MINE, { token })).json).toMatchObject({ data: second })
  })

  it("OPEN-20 a broken rule is a 400 with the field's Thai message and name; nothing is kept", async () => {
    const token = await login(server, "newbie", "newbie1234")
    expect(await call(server, "PATCH", SAVE, { token, body: { ...address, postcode: "1090" } })).toMatchObject({
      status: 400,
      json: { success: false, message: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก", field: "postcode" }
    })
    expect(await call(server, "PATCH", SAVE, { token, body: { ...address, phone: "12345" } })).toMatchObject({
      status: 400,
      json: { message: "เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0", field: "phone" }
    })
    expect((await call(server, "PATCH", SAVE, { token, body: { ...address, houseNo: 7 } })).status).toBe(400)
    expect((await call(server, "GET", MINE, { token })).json).toMatchObject({ data: null })
  })

  it("money.md PATCH needs an Idempotency-Key; the same key twice answers the same, another body is a 422", async () => {
    const token = await login(server, "newbie", "newbie1234")
    expect((await call(server, "PATCH", SAVE, { token, body: address, key: null })).status).toBe(428)
    const first = await call(server, "PATCH", SAVE, { token, body: address, key: "save-1" })
    const again = await call(server, "PATCH", SAVE, { token, body: address, key: "save-1" })
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(
      (await call(server, "PATCH", SAVE, { token, body: { ...address, houseNo: "8" }, key: "save-1" })).status
    ).toBe(422)
  })

  it("#13 a goods reward reads the address area's store: 412 before a save, redeemed after it", async () => {
    await call(server, "POST", "/__dev/points", { body: { username: "newbie", points: 500 } })
    const token = await login(server, "newbie", "newbie1234")
    const redeem = () => call(server, "POST", REWARD_REQUEST, { token, body: { rewardId: 201, userUuid: NEWBIE_UUID } })
    expect((await redeem()).status).toBe(412)
    await call(server, "PATCH", SAVE, { token, body: address })
    expect(await redeem()).toMatchObject({ status: 200, json: { data: { request: { status: "pending" } } } })
  })

  it("the dev action POST /__dev/delivery-address sets or forgets a player's address", async () => {
    await call(server, "POST", "/__dev/delivery-address", { body: { username: "demo", address: null } })
    const token = await login(server)
    expect((await call(server, "GET", MINE, { token })).json).toMatchObject({ data: null })
    await call(server, "POST", "/__dev/delivery-address", { body: { username: "demo", address } })
    expect((await call(server, "GET", MINE, { token })).json).toMatchObject({ data: address })
  })
})
