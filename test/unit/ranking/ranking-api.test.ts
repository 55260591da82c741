import { Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { RankingBoard } from "../../../src/domain/ranking-schema"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"

// The reference API of the ranking (issue #13, OPEN-09): GET /api/auth/ranking?period=week|month.

/** Thursday 19 November 2026, 12:00 in Bangkok. */
const THURSDAY = Date.UTC(2026, 10, 19, 5, 0)
const WEEK = "/api/auth/ranking?period=week"
const MONTH = "/api/auth/ranking?period=month"

/** The answer's data as sent (baht), checked against the contract row. */
const WireBoard = Schema.Struct({ data: Schema.encodedSchema(RankingBoard) })
type Board = typeof WireBoard.Type.data

describe("ranking API (#13, OPEN-09)", () => {
  let now = THURSDAY
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => now)
  })
  beforeEach(async () => {
    now = THURSDAY
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const board = async (path: string, username = "demo", password = "demo1234"): Promise<Board> => {
    const token = await login(server, username, password)
    const answer = await call(server, "GET", path, { token })
    expect(answer.status).toBe(200)
    return Schema.decodeUnknownSync(WireBoard)(answer.json).data
  }

  it("answers this Bangkok week's top 20, highest turnover first", async () => {
    const week = await board(WEEK)
    expect(week).toMatchObject({ period: "week", start: "2026-11-15T17:00:00.000Z", end: "2026-11-22T17:00:00.000Z" })
    expect(week.top).toHaveLength(20)
    expect(week.top.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    const figures = week.top.map((row) => row.turnover)
    expect(figures).toEqual([...figures].sort((a, b) => b - a))
  })

  it("answers this Bangkok month with its own range and figures", async () => {
    const month = await board(MONTH)
    expect(month).toMatchObject({ period: "month", start: "2026-10-31T17:00:00.000Z", end: "2026-11-30T17:00:00.000Z" })
    expect(month.top).toHaveLength(20)
  })

  it("masks every username but the player's own", async () => {
    const week = await board(WEEK)
    for (const row of week.top) {
      if (row.self) expect(row.username).toBe("demo")
      else expect(row.username).toMatch(/^.{1,2}\*\*\*.?$/)
    }
    expect(JSON.stringify(week)).not.toContain("platinum")
  })

  it("gives demo its place inside the week's top 20 (its row marked) and outside the month's", async () => {
    const week = await board(WEEK)
    const mine = week.top.find((row) => row.self)
    expect(mine).toMatchObject({ username: "demo", turnover: 300_000 })
    expect(week.own).toMatchObject({ rank: mine?.rank, username: "demo", turnover: 300_000 })
    const month = await board(MONTH)
    expect(month.top.some((row) => row.self)).toBe(false)
    expect(month.own.rank).toBeGreaterThan(20)
    expect(month.own).toMatchObject({ username: "demo", turnover: 60_000 })
  })

  it("gives a player without turnover (newbie) no rank", async () => {
    const week = await board(WEEK, "newbie", "newbie1234")
    expect(week.own).toMatchObject({ rank: null, username: "newbie", turnover: 0 })
  })

  it("ranks the same on every reading of a period (a seed, not a clock)", async () => {
    const first = await board(WEEK)
    now = THURSDAY + 60 * 60 * 1000
    expect(await board(WEEK)).toEqual(first)
  })

  it("refuses a call without a token with 401", async () => {
    expect((await call(server, "GET", WEEK)).status).toBe(401)
  })

  it("refuses a period other than week or month with 400 and a Thai message", async () => {
    const token = await login(server)
    for (const path of ["/api/auth/ranking?period=year", "/api/auth/ranking"]) {
      const answer = await call(server, "GET", path, { token })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ message: expect.stringMatching(/อันดับ/) })
    }
  })
})

describe("media files (#13, OPEN-64)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("serves a clip as video/webm, whole or by a byte range (a video element seeks by ranges)", async () => {
    const whole = await fetch(`${server.url}/content/media/clip-1.webm`)
    expect(whole.headers.get("content-type")).toBe("video/webm")
    expect(whole.headers.get("accept-ranges")).toBe("bytes")
    const size = (await whole.arrayBuffer()).byteLength
    expect(size).toBeLessThanOrEqual(150_000)
    const part = await fetch(`${server.url}/content/media/clip-1.webm`, { headers: { range: "bytes=100-199" } })
    expect(part.status).toBe(206)
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const beyond = await fetch(`${server.url}/content/media/clip-1.webm`, { headers: { range: `bytes=${size}-` } })
    expect(beyond.status).toBe(416)
  })
})
