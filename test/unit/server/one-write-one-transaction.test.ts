// #31 one request's writes are one SQLite transaction (money.md "Once, and only once"): the balance,
// its ledger row, the transaction row and the kept idempotent answer commit together, so a crash
// between them never keeps a ledger row without the answer a resend is given; a write that throws
// keeps none of them, in the database or in the server's memory.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { route } from "../../../server/api/route"
import type { RouteRequest } from "../../../server/api/route-io"
import { API_ROUTES } from "../../../server/api/routes"
import { AREA_SEEDS } from "../../../server/api/seeds"
import { ServerState } from "../../../server/state"
import { openDatabase } from "../../../server/store/database"
import { wholeBaht } from "../../../src/domain/money"
import { withdrawEndpoints } from "../../../src/services/withdraw/endpoints"

const T0 = Date.UTC(2025, 5, 15, 3, 0)

const stateOf = (): ServerState => new ServerState(() => T0, Object.values(AREA_SEEDS))

const withdrawalOf = (state: ServerState, key: string): RouteRequest => {
  const account = state.accountOf("demo") ?? null
  return {
    rawParams: { uuid: account?.seed.uuid ?? "" },
    rawBody: { amount: 100 },
    idempotencyKey: key,
    account,
    token: null,
    clientAddress: "127.0.0.1",
    host: "127.0.0.1",
    state
  }
}

/** What the database holds of demo (read back as a restart reads it). */
const storedOf = (state: ServerState) => {
  const stored = state.durable.store.read()
  return {
    ledger: stored.ledger.filter((entry) => entry.username === "demo"),
    answers: stored.answers.filter((answer) => answer.party === "player demo"),
    balance: stored.accounts.find((account) => account.record.username === "demo")?.balance
  }
}

describe("one write, one transaction (#31)", () => {
  const opened: Array<ServerState> = []
  afterEach(() => {
    for (const state of opened.splice(0)) state.durable.close()
  })
  const fresh = (): ServerState => {
    const state = stateOf()
    opened.push(state)
    return state
  }

  it("#31 a withdrawal commits its balance, ledger row, transaction row and kept answer together", () => {
    const state = fresh()
    const withdraw = API_ROUTES.find((candidate) => candidate.name === "withdraw")
    const before = state.accountOf("demo")?.balance
    const answer = withdraw?.run(withdrawalOf(state, "one-write"))
    expect(answer).toMatchObject({ status: 200 })
    const stored = storedOf(state)
    expect(stored.ledger.map((entry) => entry.row.kind)).toEqual(["withdrawal"])
    expect(stored.answers.map((kept) => [kept.key, kept.write.answer.status])).toEqual([["one-write", 200]])
    expect(stored.balance).toBe((before ?? 0) - wholeBaht(100))
    const reference = stored.ledger[0]?.row.reference ?? ""
    expect(state.durable.store.read().transactions.find((row) => row.id === reference)?.status).toBe("pending")
  })

  it("#31 a write that throws after its ledger row keeps neither the row nor an answer, in the database or in memory", () => {
    const state = fresh()
    const before = state.accountOf("demo")?.balance
    const crashing = route(
      withdrawEndpoints.withdraw,
      (ctx) => {
        const account = ctx.account
        if (account === null) throw new Error("the test's request has an account")
        ctx.state.changeBalance(account, { kind: "withdrawal", amount: wholeBaht(-100), reference: "WD-crash" })
        throw new Error("a crash after the ledger row, before the answer")
      },
      { idempotent: true }
    )
    expect(() => crashing.run(withdrawalOf(state, "crash"))).toThrow(/a crash after the ledger row/)
    expect(storedOf(state)).toEqual({ ledger: [], answers: [], balance: before })
    expect(state.ledger.rowsOf("demo"), "memory is the database again").toEqual([])
    expect(state.accountOf("demo")?.balance).toBe(before)
    expect(state.transactions.of("demo").filter((row) => row.reference === "WD-crash")).toEqual([])
  })

  it("#31 one server owns its database: a second one on the same folder is refused (SQLITE_BUSY) until the first closes", () => {
    const dir = mkdtempSync(join(tmpdir(), "member-lock-"))
    try {
      const first = openDatabase(dir)
      expect(() => openDatabase(dir, 0)).toThrow(/locked/)
      first.close()
      openDatabase(dir, 0).close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("#31 a database in a folder is created on first use, in WAL mode, at the schema's version", () => {
    const dir = mkdtempSync(join(tmpdir(), "member-wal-"))
    try {
      const db = openDatabase(dir)
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
      expect(db.pragma("user_version", { simple: true })).toBe(1)
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
