import { bangkokDate } from "../../src/domain/bangkok-date"
import { DEMO_ACCOUNTS, type DemoAccount } from "../../src/domain/demo/accounts"
import { ledgerProblems, toSatang } from "../e2e/faults/support/ledger-check"
import type { SoakServer } from "./server-client"

// The server's truth after a round, per player: the ledger's rows chain to the balance the API
// reports, with one check-in a Bangkok day (when the server keeps a ledger); and, on any server,
// the balance is the seed plus today's check-in reward, with at most one check-in today.

export interface CheckReport {
  readonly problems: ReadonlyArray<string>
  /** Whether the server had a ledger to check. */
  readonly ledger: boolean
  readonly rows: number
}

export const checkPlayers = async (
  server: SoakServer,
  accounts: ReadonlyArray<DemoAccount> = DEMO_ACCOUNTS,
  now: number = Date.now()
): Promise<CheckReport> => {
  const problems: Array<string> = []
  let ledger = true
  let rows = 0
  const today = bangkokDate(now)
  for (const account of accounts) {
    const token = await server.login(account.username, account.password)
    const balance = await server.credit(account.username, token)
    const entries = await server.checkIns(token)
    const todays = entries.filter((entry) => entry.json.day === today.day)
    if (todays.length > 1) problems.push(`${account.username}: ${todays.length} check-ins today in the list`)
    const expected = toSatang(account.balance) + todays.reduce((sum, entry) => sum + toSatang(entry.value), 0)
    if (toSatang(balance) !== expected)
      problems.push(
        `${account.username}: balance ${toSatang(balance)} satang, but the seed and today's check-in make ${expected}`
      )
    const kept = await server.ledger(account.username)
    if (kept === null) {
      ledger = false
      continue
    }
    rows += kept.length
    problems.push(...ledgerProblems(account.username, kept, toSatang(balance)))
    const ledgerCheckIns = kept.filter((row) => row.kind === "check-in").length
    if (ledgerCheckIns !== todays.length)
      problems.push(`${account.username}: ${ledgerCheckIns} check-in rows in the ledger, ${todays.length} in the list`)
  }
  return { problems, ledger, rows }
}
