import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { demoAccount } from "../../../src/domain/demo/accounts"
import { DEMO_WHEEL } from "../../../src/domain/demo/wheel"
import { WheelBoard, WheelReward, WheelSpin } from "../../../src/domain/wheel-schema"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

// The reference API's prize wheel (issue #13, API-41..API-43, OPEN-12, OPEN-41).

const decodeBoard = Schema.decodeUnknownSync(Envelope(WheelBoard))
const decodeReward = Schema.decodeUnknownSync(Envelope(WheelReward))
const decodeLog = Schema.decodeUnknownSync(Envelope(Schema.Array(WheelSpin)))

/** 15 June 2025, 10:00 in Bangkok. */
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)
const uuidOf = (username: string): string => demoAccount(username)?.uuid ?? ""

const rowsOf = async (server: RunningServer, ledger: "ledger" | "point-ledger", username: string) => {
  const json: unknown = (await call(server, "GET", `/__dev/${ledger}?username=${username}`)).json
  return Array.isArray(json) ? json.filter((row: { readonly kind?: string }) => row.kind === "wheel") : []
}
const nextSegment = (server: RunningServer, index: number) =>
  call(server, "POST", "/__dev/wheel", { body: { nextSegment: index } })

describe("prize wheel (reference API)", () => {
  let server: RunningServer | undefined
  afterEach(() => server?.close())

  const setUp = async (username = "demo", password = "demo1234", now = JUNE_15) => {
    server = await start(() => now)
    const running = server
    const token = await login(running, username, password)
    const spin = (key?: string, uuid = uuidOf(username)) =>
      call(running, "POST", "/api/auth/wheel/reward", { token, body: { uuid }, ...(key === undefined ? {} : { key }) })
    const board = async () => decodeBoard((await call(running, "GET", "/api/auth/wheel", { token })).json).data
    return { server: running, token, spin, board }
  }

  it("API-41 OPEN-12 answers eight segments with label, colour, prize kind and value, and today's spins", async () => {
    const { board } = await setUp()
    const answer = await board()
    expect(answer.segments).toHaveLength(8)
    expect(answer.segments.map((s) => s.label)).toContain("เครดิต ฿20")
    expect(answer.segments[0]).toEqual({ id: 1, label: "เครดิต ฿20", colour: "#c62828", kind: "credit", value: 2000 })
    expect(answer).toMatchObject({ spinsPerDay: 1, spinsLeft: 1 })
  })

  it("spins per day follow the level: gold 2, platinum 3", async () => {
    expect(await (await setUp("gold", "gold1234")).board()).toMatchObject({ spinsPerDay: 2, spinsLeft: 2 })
    server?.close()
    expect(await (await setUp("platinum", "plat1234")).board()).toMatchObject({ spinsPerDay: 3, spinsLeft: 3 })
  })

  it("API-42 the spin lands on the segment /__dev/wheel set, pays it to the balance, and the log shows it first", async () => {
    const { server, token, spin, board } = await setUp()
    await nextSegment(server, 0)
    const answer = decodeReward((await spin()).json).data
    expect(answer).toMatchObject({
      spinsLeft: 0,
      spin: { segmentIndex: 0, label: "เครดิต ฿20", kind: "credit", value: 2000 }
    })
    expect(await rowsOf(server, "ledger", "demo")).toMatchObject([{ kind: "wheel", amount: 2000 }])
    expect((await board()).spinsLeft).toBe(0)
    const log = decodeLog(
      (await call(server, "POST", "/api/auth/wheel/log", { token, body: { uuid: uuidOf("demo") } })).json
    ).data
    expect(log[0]).toEqual(answer.spin)
    expect(log.length).toBeGreaterThan(1)
  })

  it("a points segment moves the points ledger; a no-prize segment moves nothing", async () => {
    const { server, spin } = await setUp("gold", "gold1234")
    await nextSegment(server, 1)
    expect(decodeReward((await spin()).json).data.spin).toMatchObject({ kind: "point", value: 50 })
    expect(await rowsOf(server, "point-ledger", "gold")).toMatchObject([{ kind: "wheel", amount: 50 }])
    await nextSegment(server, 2)
    expect(decodeReward((await spin()).json).data.spin).toMatchObject({ kind: "none", label: "ลองใหม่นะ" })
    expect(await rowsOf(server, "ledger", "gold")).toHaveLength(0)
    expect(await rowsOf(server, "point-ledger", "gold")).toHaveLength(1)
  })

  it("a spin past the day's limit is refused with 'สิทธิ์หมุนวันนี้หมดแล้ว' and pays nothing", async () => {
    const { server, spin } = await setUp()
    expect((await spin()).status).toBe(200)
    const refused = await spin()
    expect(refused).toMatchObject({ status: 409, json: { success: false, message: "สิทธิ์หมุนวันนี้หมดแล้ว" } })
    expect(
      (await rowsOf(server, "ledger", "demo")).length + (await rowsOf(server, "point-ledger", "demo")).length
    ).toBeLessThanOrEqual(1)
  })

  it("the limit is per Bangkok day: yesterday's spins do not count", async () => {
    const { board } = await setUp("demo", "demo1234", Date.UTC(2025, 5, 14, 17, 30))
    expect((await board()).spinsLeft).toBe(1)
  })

  it("money.md the same Idempotency-Key twice pays once and answers the same", async () => {
    const { server, spin } = await setUp("gold", "gold1234")
    await nextSegment(server, 0)
    const first = await spin("wheel-intent-1")
    const second = await spin("wheel-intent-1")
    expect(second.json).toEqual(first.json)
    expect(second.headers.get("idempotent-replayed")).toBe("true")
    expect(await rowsOf(server, "ledger", "gold")).toHaveLength(1)
    expect(decodeReward(second.json).data.spinsLeft).toBe(1)
  })

  it("a spin without an Idempotency-Key is refused with 428 and pays nothing", async () => {
    const { server, token } = await setUp()
    const body = { uuid: uuidOf("demo") }
    expect((await call(server, "POST", "/api/auth/wheel/reward", { token, body, key: null })).status).toBe(428)
    expect(await rowsOf(server, "ledger", "demo")).toHaveLength(0)
  })

  it("OPEN-41 another player's uuid is refused with 403, for the spin and the log", async () => {
    const { server, token, spin } = await setUp()
    expect((await spin(undefined, uuidOf("gold"))).status).toBe(403)
    expect((await call(server, "POST", "/api/auth/wheel/log", { token, body: { uuid: uuidOf("gold") } })).status).toBe(
      403
    )
    expect(await rowsOf(server, "ledger", "demo")).toHaveLength(0)
  })

  it("/__dev/wheel refuses a segment that does not exist", async () => {
    const { server } = await setUp()
    expect((await nextSegment(server, DEMO_WHEEL.length)).status).toBe(400)
  })
})
