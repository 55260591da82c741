import { DEMO_ACCOUNTS, type DemoAccount } from "../src/domain/demo/accounts"
import { bangkokDate, type CheckInEntry } from "../src/domain/check-in"
import { seededCheckIns } from "../src/domain/demo/check-in"
import { FaultStore } from "./dev/faults"
import { SocketLog } from "./socket/socket-log"

// The server's whole memory: accounts with their balances and check-ins, login tokens, the
// website status, scripted faults and the socket log. Nothing is written to disk.

/** A stored check-in: the Bangkok month it belongs to ("2025-06") and the entry as sent. */
export interface CheckInRecord {
  readonly month: string
  readonly entry: CheckInEntry
}

export interface AccountState {
  readonly seed: DemoAccount
  balance: number
  checkIns: Array<CheckInRecord>
}

export type WebsiteStatus = "OPEN" | "MA"

export class ServerState {
  readonly faults = new FaultStore()
  readonly socketLog = new SocketLog()
  websiteStatus: WebsiteStatus = "OPEN"
  private accounts = new Map<string, AccountState>()
  /** token → username; kept across resets so a logged-in test browser stays logged in. */
  private readonly tokens = new Map<string, string>()

  constructor(readonly now: () => number) {
    this.reset()
  }

  /** Seed data back, website open, no faults, empty socket log; tokens stay valid. */
  reset(): void {
    const today = bangkokDate(this.now())
    this.accounts = new Map(
      DEMO_ACCOUNTS.map((seed) => [
        seed.username,
        {
          seed,
          balance: seed.balance,
          checkIns: seededCheckIns(seed.uuid, today, seed.checkedInDaysBefore).map((entry) => ({
            month: today.month,
            entry
          }))
        }
      ])
    )
    this.websiteStatus = "OPEN"
    this.faults.clear()
    this.socketLog.clear()
  }

  /** The account whose username or phone is `identifier` and whose password matches. */
  authenticate(identifier: string, password: string): AccountState | undefined {
    const id = identifier.trim()
    for (const account of this.accounts.values()) {
      const { username, phone } = account.seed
      if ((username === id || phone === id) && account.seed.password === password) return account
    }
    return undefined
  }

  issueToken(account: AccountState): string {
    const token = crypto.randomUUID()
    this.tokens.set(token, account.seed.username)
    return token
  }

  accountOfToken(token: string): AccountState | undefined {
    const username = this.tokens.get(token)
    return username === undefined ? undefined : this.accounts.get(username)
  }
}
