import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { NewsList } from "../../../src/domain/announcement-schema"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

// The reference API's announcements (#13, API-05, API-53, ROLE-02): public news for guests, and
// those plus the members-only news for players; publish times hours before the server's clock.

const NOW = Date.UTC(2026, 10, 23, 3, 0)
const decode = (json: unknown) => Schema.decodeUnknownSync(Envelope(NewsList))(json).data

describe("announcements on the reference API (#13)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => NOW)
  })
  afterAll(() => server.close())

  it("API-05 ROLE-02 a guest gets the public news without a token, every item dated before now", async () => {
    const answer = await call(server, "GET", "/api/announcement")
    expect(answer.status).toBe(200)
    const news = decode(answer.json)
    expect(news.length).toBeGreaterThan(0)
    for (const item of news) expect(Date.parse(item.publishedAt)).toBeLessThanOrEqual(NOW)
  })

  it("API-53 a player gets the public news and the members-only news; without a token it is a 401", async () => {
    const guest = decode((await call(server, "GET", "/api/announcement")).json)
    const token = await login(server)
    const player = decode((await call(server, "GET", "/api/auth/announcement", { token })).json)
    expect(player.length).toBeGreaterThan(guest.length)
    expect(player.map((item) => item.id)).toEqual(expect.arrayContaining(guest.map((item) => item.id)))
    expect((await call(server, "GET", "/api/auth/announcement")).status).toBe(401)
  })
})
