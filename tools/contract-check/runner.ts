import { Either, ParseResult } from "effect"
import { classifyResponse } from "../../src/services/response-classifier"
import type { Options } from "./args"
import type { Facts, Row, SkipKind } from "./row"
import { send } from "./send"

// Runs the rows in order against the API: each row is prepared from what earlier answers told,
// sent, its status read as the app reads it (classifyResponse) and its answer decoded with the
// app's Schemas. A failure names the path inside the answer and what was expected there.

export type Outcome =
  | { readonly _tag: "Ok" }
  | { readonly _tag: "Failed"; readonly where: string; readonly problem: string }
  | { readonly _tag: "Skipped"; readonly kind: SkipKind; readonly reason: string }

export interface RowResult {
  readonly row: Row
  readonly outcome: Outcome
}

const OK: Outcome = { _tag: "Ok" }
const failed = (where: string, problem: string): Outcome => ({ _tag: "Failed", where, problem })
const skipped = (kind: SkipKind, reason: string): Outcome => ({ _tag: "Skipped", kind, reason })

/** `data.items[3].amount`: the path inside the answer as one would write it in code. */
export const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((text, key, index) => {
    if (typeof key === "number") return `${text}[${key}]`
    return index === 0 ? String(key) : `${text}.${String(key)}`
  }, "") || "(the answer)"

/** The first issue of a decode, with how many more there were. */
const decodeFailure = (error: ParseResult.ParseError): Outcome => {
  const [first, ...rest] = ParseResult.ArrayFormatter.formatErrorSync(error)
  if (first === undefined) return failed("(the answer)", error.message)
  const more = rest.length === 0 ? "" : ` (and ${rest.length} more)`
  return failed(formatPath(first.path), `${first.message}${more}`)
}

const runRow = async (row: Row, facts: Facts, options: Options): Promise<Outcome> => {
  if (row.manualOnly !== null) return skipped("writes", `a write the checker never sends: ${row.manualOnly}`)
  if (row.kind === "write" && options.writesTo === null) {
    return skipped("writes", "a write: sent only with --writes --sandbox <host>")
  }
  // Only /api/auth/ needs the token; the public reads are checked even when the login failed.
  if (row.path.startsWith("/api/auth/") && row.sessionBound && facts.token === undefined) {
    return skipped("no session", "no session: the login failed")
  }
  const prepared = row.prepare(facts)
  if (prepared._tag === "Skip") return skipped(prepared.kind, prepared.reason)
  if (prepared._tag === "Unsendable") return failed("(the request)", prepared.reason)
  const answer = await send({
    method: row.method,
    url: `${options.api}${prepared.path}`,
    body: prepared.body,
    token: row.sessionBound ? (facts.token ?? null) : null,
    // A fresh key per write: the checker never means to repeat one (money.md).
    idempotencyKey: row.kind === "write" ? crypto.randomUUID() : null,
    siteHost: options.siteHost,
    timeoutMs: options.timeoutMs
  })
  if (answer._tag === "NoAnswer") return failed("no answer", answer.reason)
  const refusal = classifyResponse(answer.status, answer.json, row.sessionBound)
  if (refusal !== null) {
    const said = refusal.message.length > 0 ? `: ${refusal.message}` : ""
    // A write the sandbox refuses (already checked in today, no spins left) shows nothing of the
    // answer's shape: it is reported skipped with the reason, not ok and not failed.
    if (row.kind === "write" && refusal._tag === "ServerError" && answer.status >= 400 && answer.status < 500) {
      return skipped("refused", `refused by the API, HTTP ${answer.status}${said}`)
    }
    return failed(`HTTP ${answer.status}`, `${refusal._tag}${said}`)
  }
  const decoded = prepared.accept(answer.json)
  return Either.isLeft(decoded) ? decodeFailure(decoded.left) : OK
}

/** Runs every row in order, handing each result over as soon as it is known. */
export const runRows = async (
  rows: ReadonlyArray<Row>,
  facts: Facts,
  options: Options,
  onResult: (result: RowResult) => void
): Promise<ReadonlyArray<RowResult>> => {
  const results: Array<RowResult> = []
  for (const row of rows) {
    const result = { row, outcome: await runRow(row, facts, options) }
    results.push(result)
    onResult(result)
  }
  return results
}
