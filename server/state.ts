import { DEMO_ACCOUNTS, type DemoAccount } from "../src/domain/demo/accounts"
import { FaultStore } from "./dev/faults"
import { SocketLog } from "./socket/socket-log"

// The server's shared memory: accounts with their balances, login tokens, the website status,
// scripted faults and the socket log. What an area remembers besides is the area's own
// (area-memory.ts). Nothing is written to disk.

export interface AccountState {
  readonly seed: DemoAccount
  balance: number
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

  /** Counts resets: an area's memory (area-memory.ts) starts afresh when it changes. */
  generation = 0

  /** Seed data back, website open, no faults, empty socket log; tokens stay valid. */
  reset(): void {
    this.generation += 1
    this.accounts = new Map(DEMO_ACCOUNTS.map((seed) => [seed.username, { seed, balance: seed.balance }]))
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
