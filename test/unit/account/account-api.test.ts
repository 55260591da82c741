import { Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { LevelData } from "../../../src/domain/account-schema"
import { ConfigurationItem } from "../../../src/domain/configuration-schema"
import { demoAccount } from "../../../src/domain/demo/accounts"
import { CurrentUser } from "../../../src/domain/user-schema"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"

// The reference API of the account (#14): the user record (API-17), the level data (API-25) and
// one configuration entry by its key (API-15).

/** Sunday 22 November 2026, 12:00 in Bangkok. */
const NOW = Date.UTC(2026, 10, 22, 5, 0)
const DAY_MS = 24 * 60 * 60 * 1000

const decoded = <A, I>(schema: Schema.Schema<A, I>, json: unknown): A =>
  Schema.decodeUnknownSync(Schema.Struct({ data: schema }))(json).data

const uuidOf = (username: string): string => demoAccount(username)?.uuid ?? "missing"

describe("account API (#14)", () => {
  let now = NOW
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => now)
  })
  beforeEach(async () => {
    now = NOW
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const levelOf = async (username: string, password: string): Promise<LevelData> => {
    const token = await login(server, username, password)
    const answer = await call(server, "GET", `/api/auth/user/level/${uuidOf(username)}`, { token })
    expect(answer.status).toBe(200)
    return decoded(LevelData, answer.json)
  }

  it("API-17 answers the player's own user record, the stored current user's shape, points as now", async () => {
    const token = await login(server)
    await call(server, "POST", "/__dev/points", { body: { username: "demo", points: 345 } })
    const answer = await call(server, "GET", `/api/auth/user/${uuidOf("demo")}`, { token })
    expect(answer.status).toBe(200)
    const user = decoded(CurrentUser, answer.json)
    expect(user).toMatchObject({ user_pass: { username: "demo" }, level: 1, profile: { uuid: uuidOf("demo") } })
    expect(user.user_credit.point).toBe(345)
  })

  it("API-17 and API-25 refuse another player's uuid (403) and a guest (401)", async () => {
    const token = await login(server)
    for (const path of [`/api/auth/user/${uuidOf("gold")}`, `/api/auth/user/level/${uuidOf("gold")}`]) {
      expect((await call(server, "GET", path, { token })).status).toBe(403)
      expect((await call(server, "GET", path)).status).toBe(401)
    }
  })

  it("API-25 counts an approved deposit towards a silver player's cumulative progress", async () => {
    const before = await levelOf("demo", "demo1234")
    expect(before).toMatchObject({ level: 1, criteria: "cumulative" })
    await call(server, "POST", "/__dev/deposit", { body: { username: "demo", amount: 1_500 } })
    const after = await levelOf("demo", "demo1234")
    expect(after.deposits - before.deposits).toBe(150_000)
  })

  it("API-25 counts a gold player's deposits of this Bangkok month only (Platinum is earned within the month)", async () => {
    await call(server, "POST", "/__dev/deposit", { body: { username: "gold", amount: 2_000 } })
    const thisMonth = await levelOf("gold", "gold1234")
    expect(thisMonth.criteria).toBe("month")
    expect(thisMonth.deposits).toBeGreaterThanOrEqual(200_000)
    // Ten days on it is December in Bangkok: November's deposits no longer count.
    now = NOW + 10 * DAY_MS
    const nextMonth = await levelOf("gold", "gold1234")
    expect(nextMonth.deposits).toBe(0)
  })

  it("API-25 counts approved deposits only: demo's seeded 500 + 1,000 + 200, not the rejected 300", async () => {
    const level = await levelOf("demo", "demo1234")
    expect(level.deposits).toBe(170_000)
  })

  it("API-15 answers one configuration entry by its key, and 404 for an unknown key", async () => {
    const token = await login(server)
    const answer = await call(server, "GET", "/api/auth/configuration/key?key=home.normal.logo", { token })
    expect(answer.status).toBe(200)
    const item = decoded(ConfigurationItem, answer.json)
    expect(item.key).toBe("home.normal.logo")
    expect(item.value.data.path).toMatch(/logo/)
    const unknown = await call(server, "GET", "/api/auth/configuration/key?key=nothing.here", { token })
    expect(unknown.status).toBe(404)
  })
})
