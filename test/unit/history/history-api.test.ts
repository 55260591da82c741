import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"

// The reference API of the transaction history (issue #10 §4, OPEN-07): reads state.transactions.

const NOW = Date.UTC(2026, 10, 19, 5, 0)
const PATH = "/api/auth/transaction/history/history"

interface Row {
  readonly id: string
  readonly kind: string
  readonly createdAt: string
}
const pageOf = (json: unknown): { rows: ReadonlyArray<Row>; nextCursor: string | null } => {
  if (typeof json !== "object" || json === null || !("data" in json)) throw new Error("no data")
  const data: unknown = json.data
  if (typeof data !== "object" || data === null || !("rows" in data) || !("nextCursor" in data))
    throw new Error("no page")
  const rows: unknown = data.rows
  const next: unknown = data.nextCursor
  if (!Array.isArray(rows)) throw new Error("no rows")
  return {
    rows: rows.filter((row): row is Row => typeof row === "object" && row !== null && "id" in row),
    nextCursor: typeof next === "string" ? next : null
  }
}

describe("transaction history API (#10)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => NOW)
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("OPEN-07 the 2,000 rows of `history` come newest first, 100 a page at most, each exactly once", async () => {
    const token = await login(server, "history", "history1234")
    const seen: Array<Row> = []
    let before: string | null = null
    for (let guard = 0; guard < 30; guard += 1) {
      const page = pageOf((await call(server, "POST", PATH, { token, body: { kind: "all", before, limit: 100 } })).json)
      seen.push(...page.rows)
      before = page.nextCursor
      if (before === null) break
    }
    expect(seen).toHaveLength(2_000)
    expect(new Set(seen.map((row) => row.id)).size).toBe(2_000)
    const times = seen.map((row) => Date.parse(row.createdAt))
    expect(times.every((time, index) => index === 0 || time <= (times[index - 1] ?? time))).toBe(true)
  })

  it("the deposit tab holds deposits and slips, the withdraw tab withdrawals", async () => {
    const token = await login(server, "history", "history1234")
    const deposits = pageOf(
      (await call(server, "POST", PATH, { token, body: { kind: "deposit", before: null, limit: 100 } })).json
    )
    expect(deposits.rows.every((row) => row.kind === "deposit" || row.kind === "slip")).toBe(true)
    const withdrawals = pageOf(
      (await call(server, "POST", PATH, { token, body: { kind: "withdraw", before: null, limit: 100 } })).json
    )
    expect(withdrawals.rows.every((row) => row.kind === "withdraw")).toBe(true)
  })

  it("a limit over 100, a bad cursor, or another player's path is refused", async () => {
    const token = await login(server, "history", "history1234")
    expect((await call(server, "POST", PATH, { token, body: { kind: "all", before: null, limit: 101 } })).status).toBe(
      400
    )
    expect((await call(server, "POST", PATH, { token, body: { kind: "all", before: "nope", limit: 10 } })).status).toBe(
      400
    )
    const other = await login(server)
    expect(
      (await call(server, "POST", PATH, { token: other, body: { kind: "all", before: null, limit: 10 } })).status
    ).toBe(403)
  })

  it("a player with no movement gets an empty page", async () => {
    const token = await login(server, "newbie", "newbie1234")
    const page = pageOf(
      (
        await call(server, "POST", "/api/auth/transaction/history/newbie", {
          token,
          body: { kind: "all", before: null, limit: 50 }
        })
      ).json
    )
    expect(page).toEqual({ rows: [], nextCursor: null })
  })
})
