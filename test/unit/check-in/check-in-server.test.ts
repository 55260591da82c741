import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { bangkokDate } from "../../../src/domain/bangkok-date"
import { seededCheckIns, streakBefore } from "../../../src/domain/demo/check-in"
import { wholeBaht } from "../../../src/domain/money"
import type { RunningServer } from "../../../server/app"
import { CheckInEntry } from "../../../src/domain/check-in-schema"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

const decodeList = Schema.decodeUnknownSync(Envelope(Schema.Array(CheckInEntry)))
const decodeEntry = Schema.decodeUnknownSync(Envelope(CheckInEntry))

/** 15 June 2025, 10:00 in Bangkok (03:00 UTC). */
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)
/** 1 June 2025, 06:30 in Bangkok: still 31 May in UTC. */
const JUNE_1_EARLY = Date.UTC(2025, 4, 31, 23, 30)

describe("daily check-in", () => {
  let server: RunningServer | undefined
  afterEach(() => server?.close())

  it("CHECKIN-05 CHECKIN-06 POST with an empty body checks in once a day; the list grows and credit rises", async () => {
    server = await start(() => JUNE_15)
    const token = await login(server)
    const before = decodeList((await call(server, "GET", "/api/auth/game/check-in", { token })).json).data
    expect(before.map((e) => e.json.day)).toEqual([13, 14])

    const first = await call(server, "POST", "/api/auth/game/check-in", { token })
    expect(first.status).toBe(200)
    const entry = decodeEntry(first.json).data
    expect(entry).toMatchObject({ json: { day: 15 }, value: wholeBaht(20), tomorrowValue: wholeBaht(25) })

    const after = decodeList((await call(server, "GET", "/api/auth/game/check-in", { token })).json).data
    expect(after).toHaveLength(3)
    expect(after[2]).toEqual(entry)

    const second = await call(server, "POST", "/api/auth/game/check-in", { token })
    expect(second).toMatchObject({ status: 409, json: { success: false, message: "วันนี้คุณเช็คอินแล้ว" } })

    const credit = await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })
    expect(credit.json).toMatchObject({ data: { balance: 1540.75 } })
  })

  it("AMB-18 the day is Bangkok's and the list holds this month only", async () => {
    server = await start(() => JUNE_1_EARLY)
    const token = await login(server)
    const list = decodeList((await call(server, "GET", "/api/auth/game/check-in", { token })).json).data
    expect(list).toEqual([])
    const entry = decodeEntry((await call(server, "POST", "/api/auth/game/check-in", { token })).json).data
    expect(entry.json.day).toBe(1)
    expect(entry.value).toBe(wholeBaht(10))
  })

  it("a new player starts with no check-ins", async () => {
    server = await start(() => JUNE_15)
    const token = await login(server, "newbie", "newbie1234")
    expect(decodeList((await call(server, "GET", "/api/auth/game/check-in", { token })).json).data).toEqual([])
  })

  it("the reward is 10 baht plus 5 per consecutive day, at most 50", () => {
    const today = bangkokDate(JUNE_15)
    expect(today).toEqual({ month: "2025-06", day: 15 })
    const entries = seededCheckIns("u", today, 14)
    expect(entries.map((entry) => entry.value)).toEqual(
      [10, 15, 20, 25, 30, 35, 40, 45, 50, 50, 50, 50, 50, 50].map((baht) => wholeBaht(baht))
    )
    expect(streakBefore(entries, today.day)).toBe(14)
    expect(streakBefore(entries.slice(0, 12), today.day)).toBe(0)
    // The first of the month starts afresh: no entry of the previous month counts.
    expect(seededCheckIns("u", { month: "2025-06", day: 2 }, 5).map((entry) => entry.json.day)).toEqual([1])
  })
})
