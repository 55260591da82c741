import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { FlipCardLogs, FlipCardReward } from "../../../src/domain/flip-card-schema"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

// The reference API's flip card (issue #13, API-44, API-45, OPEN-34).

const decodeReward = Schema.decodeUnknownSync(Envelope(FlipCardReward))
const decodeLogs = Schema.decodeUnknownSync(Envelope(FlipCardLogs))
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)

type Row = { readonly kind?: string; readonly amount?: number }
const flipRows = async (server: RunningServer, username: string): Promise<ReadonlyArray<Row>> => {
  const rows = async (ledger: string): Promise<ReadonlyArray<Row>> => {
    const json: unknown = (await call(server, "GET", `/__dev/${ledger}?username=${username}`)).json
    return Array.isArray(json) ? json.filter((row: Row) => row.kind === "flip-card") : []
  }
  return [...(await rows("ledger")), ...(await rows("point-ledger"))]
}

describe("flip card (reference API)", () => {
  let server: RunningServer | undefined
  afterEach(() => server?.close())

  const setUp = async () => {
    server = await start(() => JUNE_15)
    const running = server
    const token = await login(running)
    const flip = (cardIndex: unknown, key?: string) =>
      call(running, "POST", "/api/auth/game/flip-card/random-reward", {
        token,
        body: { cardIndex },
        ...(key === undefined ? {} : { key })
      })
    const logs = async () =>
      decodeLogs((await call(running, "GET", "/api/auth/game/flip-card/logs", { token })).json).data
    return { server: running, flip, logs }
  }

  it("API-45 the logs carry three plays a day and the demo player's earlier plays", async () => {
    const { logs } = await setUp()
    const answer = await logs()
    expect(answer).toMatchObject({ playsPerDay: 3, playsLeft: 3 })
    expect(answer.plays.length).toBeGreaterThan(0)
    expect(answer.plays.every((play) => play.cards.length === 5)).toBe(true)
  })

  it("API-44 OPEN-34 a play answers every card and the picked one; its prize is paid once", async () => {
    const { server, flip, logs } = await setUp()
    const answer = decodeReward((await flip(3)).json).data
    expect(answer.play.cardIndex).toBe(3)
    expect(answer.play.cards).toHaveLength(5)
    expect(answer.playsLeft).toBe(2)
    const prize = answer.play.cards[3]
    const rows = await flipRows(server, "demo")
    expect(rows).toHaveLength(prize?.kind === "none" ? 0 : 1)
    if (prize !== undefined && prize.kind !== "none") expect(rows[0]?.amount).toBe(prize.value)
    expect((await logs()).plays[0]).toEqual(answer.play)
  })

  it("/__dev/flip-card fixes the picked card's prize: ฿50 credit into the ledger", async () => {
    const { server, flip } = await setUp()
    await call(server, "POST", "/__dev/flip-card", { body: { prize: 1 } })
    const answer = decodeReward((await flip(2)).json).data
    expect(answer.play.cards[2]).toEqual({ label: "เครดิต ฿50", kind: "credit", value: 5000 })
    expect(await flipRows(server, "demo")).toMatchObject([{ kind: "flip-card", amount: 5000 }])
  })

  it("a card index outside the row is refused with 400", async () => {
    const { flip } = await setUp()
    expect((await flip(5)).status).toBe(400)
    expect((await flip(-1)).status).toBe(400)
    expect((await flip(1.5)).status).toBe(400)
  })

  it("the fourth play of the Bangkok day is refused with its Thai message", async () => {
    const { server, flip, logs } = await setUp()
    for (let n = 0; n < 3; n += 1) expect((await flip(n)).status).toBe(200)
    expect(await flip(0)).toMatchObject({ status: 409, json: { success: false, message: "สิทธิ์เปิดไพ่วันนี้หมดแล้ว" } })
    expect((await logs()).playsLeft).toBe(0)
    expect((await flipRows(server, "demo")).length).toBeLessThanOrEqual(3)
  })

  it("money.md the same Idempotency-Key twice plays once and answers the same", async () => {
    const { flip, logs } = await setUp()
    const first = await flip(0, "flip-intent-1")
    const second = await flip(0, "flip-intent-1")
    expect(second.json).toEqual(first.json)
    expect(second.headers.get("idempotent-replayed")).toBe("true")
    expect((await logs()).playsLeft).toBe(2)
  })
})
