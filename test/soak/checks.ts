import { bangkokDate } from "../../src/domain/bangkok-date"
import type { CheckInEntry } from "../../src/domain/check-in"
import { DEMO_ACCOUNTS, type DemoAccount } from "../../src/domain/demo/accounts"
import { addSatang, satang, sumSatang } from "../../src/domain/money"
import { ledgerProblems } from "../e2e/faults/support/ledger-check"
import type { SoakServer } from "./server-client"

// The server's truth after a round, per player: the ledger's rows chain to the balance the API
// reports, with one check-in a Bangkok day (when the server keeps a ledger); and, on any server,
// the balance is the seed plus the rewards of the check-ins made since the reset, with at most one
// check-in a day. A round may cross Bangkok midnight: check-ins are told apart by their entries,
// not by today's date.

export interface CheckReport {
  readonly problems: ReadonlyArray<string>
  /** Whether the server had a ledger to check. */
  readonly ledger: boolean
  readonly rows: number
  /** Players whose list could not be compared (the Bangkok month changed since the reset). */
  readonly skipped: ReadonlyArray<string>
}

/** The check-ins each player had right after a reset (the seed's), by their game log id. */
export interface Baseline {
  readonly month: string
  readonly entries: ReadonlyMap<string, ReadonlySet<string>>
}

const entryId = (entry: CheckInEntry): string => String(entry.gameLog.id)

const listOf = async (server: SoakServer, account: DemoAccount) => {
  const token = await server.login(account.username, account.password)
  return { token, entries: await server.checkIns(token) }
}

export const takeBaseline = async (
  server: SoakServer,
  accounts: ReadonlyArray<DemoAccount> = DEMO_ACCOUNTS,
  now: number = Date.now()
): Promise<Baseline> => {
  const entries = new Map<string, ReadonlySet<string>>()
  for (const account of accounts)
    entries.set(account.username, new Set((await listOf(server, account)).entries.map(entryId)))
  return { month: bangkokDate(now).month, entries }
}

/** The ledger kinds the soak counts from its own steps; the others it reads from the ledger. */
const SOAK_COUNTED_KINDS: ReadonlySet<string> = new Set(["check-in", "deposit"])

export const checkPlayers = async (
  server: SoakServer,
  baseline: Baseline,
  accounts: ReadonlyArray<DemoAccount> = DEMO_ACCOUNTS,
  now: number = Date.now()
): Promise<CheckReport> => {
  const problems: Array<string> = []
  const skipped: Array<string> = []
  let ledger = true
  let rows = 0
  const sameMonth = bangkokDate(now).month === baseline.month
  for (const account of accounts) {
    const { token, entries } = await listOf(server, account)
    const balance = await server.credit(account.username, token)
    const seeded = baseline.entries.get(account.username) ?? new Set<string>()
    const made = entries.filter((entry) => !seeded.has(entryId(entry)))
    const perDay = new Map<number, number>()
    for (const entry of entries) perDay.set(entry.json.day, (perDay.get(entry.json.day) ?? 0) + 1)
    for (const [day, count] of perDay)
      if (count > 1) problems.push(`${account.username}: ${count} check-ins on day ${day} in the list`)
    const kept = await server.ledger(account.username)
    if (kept === null) {
      ledger = false
      continue
    }
    if (sameMonth) {
      // What the soak did itself (check-ins, detected transfers) it counts; every other movement
      // (withdrawals held and refunded, slip deposits, loss refunds) is taken from the ledger,
      // whose chain and once-per-reference rule ledgerProblems checks below.
      const deposited = server.depositedSinceReset(account.username)
      const others = sumSatang(kept.filter((row) => !SOAK_COUNTED_KINDS.has(row.kind)).map((row) => satang(row.amount)))
      const expected = addSatang(
        addSatang(addSatang(account.balance, sumSatang(made.map((entry) => entry.value))), deposited),
        others
      )
      if (balance !== expected)
        problems.push(
          `${account.username}: balance ${balance} satang, but the seed, the ${made.length} check-in(s), ${deposited} satang of deposits and ${others} satang of other ledger rows since the reset make ${expected}`
        )
    } else skipped.push(account.username)
    rows += kept.length
    problems.push(...ledgerProblems(account.username, kept, balance))
    const ledgerDeposits = sumSatang(kept.filter((row) => row.kind === "deposit").map((row) => satang(row.amount)))
    if (ledgerDeposits !== server.depositedSinceReset(account.username))
      problems.push(
        `${account.username}: ${ledgerDeposits} satang of deposit rows in the ledger, ${server.depositedSinceReset(account.username)} credited since the reset`
      )
    const ledgerCheckIns = kept.filter((row) => row.kind === "check-in").length
    if (sameMonth && ledgerCheckIns !== made.length)
      problems.push(
        `${account.username}: ${ledgerCheckIns} check-in rows in the ledger, ${made.length} made since the reset`
      )
  }
  return { problems, ledger, rows, skipped }
}
