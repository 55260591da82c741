// The reference API's ledger (GET /__dev/ledger?username=NAME) and the rules every write's rows
// keep (money.md "Tests every write gets"). Plain TypeScript: the fault matrix and the soak
// (test/soak/) both use it.

/** One balance change on the server; money in satang. */
export interface LedgerRow {
  readonly kind: string
  readonly amount: number
  readonly balanceAfter: number
  readonly reference: string
  readonly at: number
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

export const isLedgerRow = (value: unknown): value is LedgerRow =>
  isRecord(value) &&
  typeof value["kind"] === "string" &&
  typeof value["amount"] === "number" &&
  typeof value["balanceAfter"] === "number" &&
  typeof value["reference"] === "string" &&
  typeof value["at"] === "number"

export const ledgerPath = (username: string): string => `/__dev/ledger?username=${encodeURIComponent(username)}`

/** Reads an answer of GET /__dev/ledger, or says why it cannot. */
export const parseLedger = (status: number, body: unknown): ReadonlyArray<LedgerRow> => {
  if (status !== 200) throw new Error(`GET /__dev/ledger answered ${status}: the reference API has no ledger yet`)
  if (!Array.isArray(body) || !body.every(isLedgerRow))
    throw new Error(`GET /__dev/ledger answered rows of another shape: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

const BANGKOK_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Bangkok",
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
})
export const bangkokDay = (at: number): string => BANGKOK_DAY.format(new Date(at))

/**
 * What is wrong with one player's ledger, given the balance the API reports now (satang): each
 * row's balanceAfter follows from the one before it and its amount, the last one is the balance,
 * amounts are whole satang, and there is at most one check-in per Bangkok day.
 */
export const ledgerProblems = (
  username: string,
  rows: ReadonlyArray<LedgerRow>,
  balanceSatang: number | null
): ReadonlyArray<string> => {
  const problems: Array<string> = []
  const ordered = [...rows].sort((a, b) => a.at - b.at)
  for (const row of ordered) {
    if (!Number.isInteger(row.amount) || !Number.isInteger(row.balanceAfter))
      problems.push(
        `${username}: ${row.kind} ${row.reference} is not whole satang (${row.amount}, ${row.balanceAfter})`
      )
  }
  for (let index = 1; index < ordered.length; index += 1) {
    const before = ordered[index - 1]
    const row = ordered[index]
    if (before === undefined || row === undefined) continue
    if (before.balanceAfter + row.amount !== row.balanceAfter)
      problems.push(
        `${username}: ${row.kind} ${row.reference} gives ${row.balanceAfter}, but ${before.balanceAfter} + ${row.amount} = ${before.balanceAfter + row.amount}`
      )
  }
  const last = ordered.at(-1)
  if (last !== undefined && balanceSatang !== null && last.balanceAfter !== balanceSatang)
    problems.push(`${username}: the ledger ends at ${last.balanceAfter} satang, the API reports ${balanceSatang}`)
  const checkInDays = new Map<string, number>()
  for (const row of ordered.filter((r) => r.kind === "check-in")) {
    const day = bangkokDay(row.at)
    checkInDays.set(day, (checkInDays.get(day) ?? 0) + 1)
  }
  for (const [day, count] of checkInDays) if (count > 1) problems.push(`${username}: ${count} check-ins on ${day}`)
  const references = new Map<string, number>()
  for (const row of ordered)
    references.set(`${row.kind}:${row.reference}`, (references.get(`${row.kind}:${row.reference}`) ?? 0) + 1)
  for (const [reference, count] of references)
    if (count > 1) problems.push(`${username}: ${reference} booked ${count} times`)
  return problems
}
