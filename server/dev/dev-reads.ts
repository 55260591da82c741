import { Either, Schema } from "effect"
import type { ServerState } from "../state"

// The control API's reads (GET /__dev/NAME): what a test asserts on after a write. Each decodes its
// query with a schema; a read that cannot be answered is a 400.

export interface DevReadAnswer {
  readonly status: 200 | 400
  readonly body: unknown
}

type DevRead = (query: URLSearchParams, state: ServerState) => DevReadAnswer

const LedgerQuery = Schema.Struct({ username: Schema.String.pipe(Schema.minLength(1)) })

const ok = (body: unknown): DevReadAnswer => ({ status: 200, body })

/** A read whose query is decoded by `schema` (the parameters as a record of strings). */
const withQuery =
  <A, I>(schema: Schema.Schema<A, I>, answer: (query: A, state: ServerState) => unknown): DevRead =>
  (query, state) => {
    const decoded = Schema.decodeUnknownEither(schema)(Object.fromEntries(query))
    return Either.isLeft(decoded) ? { status: 400, body: null } : ok(answer(decoded.right, state))
  }

export const DEV_READS: Readonly<Record<string, DevRead>> = {
  "socket-log": (_query, state) => ok(state.socketLog.entries()),
  /** A player's ledger rows, oldest first; an unknown username has none. */
  ledger: withQuery(LedgerQuery, ({ username }, state) => state.ledger.rowsOf(username)),
  /** A player's points ledger rows, oldest first (rewards, wheel, flip card). */
  "point-ledger": withQuery(LedgerQuery, ({ username }, state) => state.pointLedger.rowsOf(username)),
  /** The last CSP violation reports received at /csp-report, oldest first. */
  "csp-reports": (_query, state) => ok(state.cspReports.entries()),
  /** The last 10,000 Core Web Vitals received at /api/vitals, oldest first (#30, `npm run vitals`). */
  vitals: (_query, state) => ok(state.vitals.entries())
}
