import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"

// The reference API of the rewards (issue #13, ENT-12, API-38..API-40, money.md: points move like money).

const LIST = "/api/auth/reward"
const REQUEST = "/api/auth/reward/request"
const HISTORY = "/api/auth/reward/request/history"
const DEMO_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0001"
const GOLD_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0002"
const NEWBIE_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0005"

interface Row {
  readonly kind?: string
  readonly amount?: number
}

describe("rewards API (#13)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const rows = async (ledger: "ledger" | "point-ledger", username = "demo"): Promise<ReadonlyArray<Row>> => {
    const json = (await call(server, "GET", `/__dev/${ledger}?username=${username}`)).json
    return Array.isArray(json) ? json.filter((row: Row) => row.kind === "reward") : []
  }
  const setPoints = (username: string, points: number) =>
    call(server, "POST", "/__dev/points", { body: { username, points } })

  it("API-38 OPEN-32 {} answers the categories with their item counts and no items", async () => {
    const token = await login(server)
    const answer = await call(server, "POST", LIST, { token, body: {} })
    expect(answer.json).toMatchObject({
      success: true,
      data: { categories: [{ id: 7, name: "เครดิตฟรี", itemCount: 5 }, { id: 8 }, { id: 9 }], category: null }
    })
  })

  it("ROUTE-12 {categoryId} answers that category's items with stock, points and the credit in baht", async () => {
    const token = await login(server)
    const answer = await call(server, "POST", LIST, { token, body: { categoryId: 7 } })
    expect(answer.json).toMatchObject({
      data: {
        category: {
          id: 7,
          items: expect.arrayContaining([
            expect.objectContaining({ id: 101, kind: "credit", amount: 10, points: 50, stock: 500 })
          ])
        }
      }
    })
  })

  it("an unknown category is a 404 with a Thai message; a category id that is not a number is a 400", async () => {
    const token = await login(server)
    expect(await call(server, "POST", LIST, { token, body: { categoryId: 999 } })).toMatchObject({
      status: 404,
      json: { success: false, message: "ไม่พบหมวดรางวัลนี้" }
    })
    expect((await call(server, "POST", LIST, { token, body: { categoryId: "x" } })).status).toBe(400)
  })

  it("a credit reward spends the points once and adds its amount to the balance", async () => {
    const token = await login(server)
    const answer = await call(server, "POST", REQUEST, { token, body: { rewardId: 102, userUuid: DEMO_UUID } })
    expect(answer.json).toMatchObject({
      success: true,
      data: { points: 20, balance: 1540.75, request: { rewardId: 102, status: "done", amount: 20 } }
    })
    expect(await rows("point-ledger")).toEqual([expect.objectContaining({ amount: -100 })])
    expect(await rows("ledger")).toEqual([expect.objectContaining({ amount: 2000 })])
  })

  it("'แต้มไม่พอ': one point short is refused and nothing moves; exactly enough is redeemed", async () => {
    const token = await login(server)
    await setPoints("demo", 99)
    expect(await call(server, "POST", REQUEST, { token, body: { rewardId: 102, userUuid: DEMO_UUID } })).toMatchObject({
      status: 422,
      json: { success: false, message: "แต้มไม่พอ" }
    })
    expect(await rows("point-ledger")).toHaveLength(0)
    await setPoints("demo", 100)
    const exact = await call(server, "POST", REQUEST, { token, body: { rewardId: 102, userUuid: DEMO_UUID } })
    expect(exact.json).toMatchObject({ data: { points: 0 } })
  })

  it("'สินค้าหมด': an item out of stock is refused; the last one in stock is redeemed and the stock goes to 0", async () => {
    const token = await login(server)
    expect(await call(server, "POST", REQUEST, { token, body: { rewardId: 202, userUuid: DEMO_UUID } })).toMatchObject({
      status: 409,
      json: { message: "สินค้าหมด" }
    })
    await call(server, "POST", "/__dev/reward-stock", { body: { rewardId: 201, stock: 1 } })
    expect((await call(server, "POST", REQUEST, { token, body: { rewardId: 201, userUuid: DEMO_UUID } })).status).toBe(
      200
    )
    const list = await call(server, "POST", LIST, { token, body: { categoryId: 8 } })
    expect(list.json).toMatchObject({
      data: { category: { items: expect.arrayContaining([expect.objectContaining({ id: 201, stock: 0 })]) } }
    })
  })

  it("a goods reward needs a delivery address: refused with a Thai message without one, pending with one", async () => {
    await setPoints("newbie", 500)
    const newbie = await login(server, "newbie", "newbie1234")
    expect(
      await call(server, "POST", REQUEST, { token: newbie, body: { rewardId: 201, userUuid: NEWBIE_UUID } })
    ).toMatchObject({ status: 412, json: { message: "กรุณาเพิ่มที่อยู่จัดส่งก่อนแลกของรางวัล" } })
    expect(await rows("point-ledger", "newbie")).toHaveLength(0)
    const demo = await login(server)
    const answer = await call(server, "POST", REQUEST, { token: demo, body: { rewardId: 201, userUuid: DEMO_UUID } })
    expect(answer.json).toMatchObject({ data: { points: 40, request: { status: "pending", amount: null } } })
    expect(await rows("ledger")).toHaveLength(0)
  })

  it("money.md the same Idempotency-Key twice spends the points once and answers the same", async () => {
    const token = await login(server)
    const body = { rewardId: 101, userUuid: DEMO_UUID }
    const first = await call(server, "POST", REQUEST, { token, body, key: "press-1" })
    const again = await call(server, "POST", REQUEST, { token, body, key: "press-1" })
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(await rows("point-ledger")).toHaveLength(1)
    expect(await rows("ledger")).toHaveLength(1)
  })

  it("money.md a redemption without an Idempotency-Key is refused (428)", async () => {
    const token = await login(server)
    const answer = await call(server, "POST", REQUEST, {
      token,
      body: { rewardId: 101, userUuid: DEMO_UUID },
      key: null
    })
    expect(answer.status).toBe(428)
    expect(await rows("point-ledger")).toHaveLength(0)
  })

  it("ENT-12 a request naming another player's uuid is refused (403) and nothing moves", async () => {
    const token = await login(server)
    const answer = await call(server, "POST", REQUEST, { token, body: { rewardId: 101, userUuid: GOLD_UUID } })
    expect(answer.status).toBe(403)
    expect(await rows("point-ledger")).toHaveLength(0)
    expect(await rows("point-ledger", "gold")).toHaveLength(0)
  })

  it("API-40 OPEN-33 the history lists demo's seeded redemptions newest first, then a new one on top", async () => {
    const token = await login(server)
    const before = await call(server, "POST", HISTORY, { token, body: {} })
    expect(before.json).toMatchObject({
      data: {
        page: 1,
        total: 4,
        items: [{ status: "pending" }, { status: "shipped" }, { status: "done" }, { status: "cancelled" }]
      }
    })
    await call(server, "POST", REQUEST, { token, body: { rewardId: 101, userUuid: DEMO_UUID } })
    const after = await call(server, "POST", HISTORY, { token, body: { page: 1 } })
    expect(after.json).toMatchObject({
      data: { total: 5, items: expect.arrayContaining([expect.objectContaining({ rewardId: 101, status: "done" })]) }
    })
    const newbie = await login(server, "newbie", "newbie1234")
    expect((await call(server, "POST", HISTORY, { token: newbie, body: {} })).json).toMatchObject({
      data: { items: [], total: 0 }
    })
  })

  it("OPEN-33 a later page answers the lines after the first page's; page 0 is refused (400)", async () => {
    const token = await login(server)
    const second = await call(server, "POST", HISTORY, { token, body: { page: 2 } })
    expect(second.json).toMatchObject({ data: { page: 2, total: 4, items: [] } })
    expect((await call(server, "POST", HISTORY, { token, body: { page: 0 } })).status).toBe(400)
  })

  it("the stock is shared: a redemption by one player leaves one less for the next", async () => {
    await call(server, "POST", "/__dev/reward-stock", { body: { rewardId: 101, stock: 1 } })
    const demo = await login(server)
    expect(
      (await call(server, "POST", REQUEST, { token: demo, body: { rewardId: 101, userUuid: DEMO_UUID } })).status
    ).toBe(200)
    const gold = await login(server, "gold", "gold1234")
    expect(
      await call(server, "POST", REQUEST, { token: gold, body: { rewardId: 101, userUuid: GOLD_UUID } })
    ).toMatchObject({ status: 409, json: { message: "สินค้าหมด" } })
    expect(await rows("point-ledger", "gold")).toHaveLength(0)
  })
})
