import type { PlayerRecord } from "../src/domain/demo/accounts"
import { Accounts } from "./accounts"
import { CspReportLog } from "./csp/csp-report-log"
import { VitalsLimit } from "./vitals/vitals-limit"
import { VitalsRing } from "./vitals/vitals-ring"
import { FaultStore } from "./dev/faults"
import { IdempotencyStore } from "./idempotency"
import { subtractSatang, type Satang } from "../src/domain/money"
import { Ledger, type BalanceChange, type LedgerRow } from "./ledger"
import type { ScryptCost } from "./password-hash"
import { PointLedger, type PointChange, type PointRow } from "./point-ledger"
import { DEFAULT_SESSION_LIFETIMES, sessionIdOf, SessionStore, type SessionLifetimes } from "./sessions"
import { MissedBalanceChanges } from "./socket/missed-balance-changes"
import { SocketLog } from "./socket/socket-log"
import { IN_MEMORY } from "./store/database"
import { Durable } from "./store/durable"
import { restoreWorkingSet } from "./store/restore"
import { Transactions } from "./transactions"

// The server's shared state: accounts, balances and ledgers, idempotent answers, sessions, the website
// status, faults and logs (an area's own memory: area-memory.ts). What a restart must keep is written
// through to the database (#31, server/store/), one `write` one SQLite transaction; logs, faults and
// abuse counters stay in memory (server/README.md, "Storage").

/** An account as areas see it: balance and points read-only (changeBalance, changePoints move them). */
export interface AccountState {
  readonly seed: PlayerRecord
  readonly balance: Satang
  readonly point: number
}

export type WebsiteStatus = "OPEN" | "MA"

/** An area's demo records in the shared state (its deposits, withdrawals ...), written at every reset. */
export type AreaSeed = (state: ServerState) => void

export class ServerState {
  readonly faults = new FaultStore()
  readonly socketLog = new SocketLog()
  readonly missedBalanceChanges = new MissedBalanceChanges()
  readonly ledger = new Ledger()
  readonly pointLedger = new PointLedger()
  /** What the player sees of each money movement (deposits, withdrawals, refunds) and its status. */
  readonly transactions: Transactions
  readonly idempotency: IdempotencyStore
  /** The database every durable record is written through to, and the write in progress (#31). */
  readonly durable: Durable
  /** The key of idempotent writes' fingerprints (idempotent-write.ts): the database's, so a replay after a restart matches. */
  readonly fingerprintKey: Buffer
  readonly cspReports: CspReportLog
  /** The pages' Core Web Vitals (#30, POST /api/vitals): the last 10,000, and each address's beacons. */
  readonly vitals = new VitalsRing()
  readonly vitalsLimit: VitalsLimit
  websiteStatus: WebsiteStatus = "OPEN"
  private readonly accounts: Accounts
  /** Login sessions (#31): they end unused, with age, at logout and at every reset. */
  private readonly sessions: SessionStore
  /** Who hears of a revoked token (the socket, which ends that token's connections). */
  private readonly revokeListeners = new Set<(token: string) => void>()
  /** Who hears of a balance change (the socket, which tells the player's room: money.md). */
  private readonly balanceListeners = new Set<(username: string, row: LedgerRow) => void>()
  /** Who hears of a money movement that moved no balance (a withdrawal approved or failed). */
  private readonly moneyListeners = new Set<(username: string, kind: string) => void>()

  /**
   * @param areaSeeds what each area writes into the shared records at every reset (server/api/seeds.ts,
   *   passed in by whoever builds the state, so this file knows no area).
   * @param sessionLifetimes how long a login lasts unused and in all (sessions.ts; 7 and 30 days).
   * @param dataDir where the database lives (DATA_DIR; database.ts): a folder, or ":memory:".
   * @param passwordCost what each password hash costs (password-hash.ts: SCRYPT_COST; tests lower it).
   */
  constructor(
    readonly now: () => number,
    private readonly areaSeeds: ReadonlyArray<AreaSeed> = [],
    sessionLifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
    dataDir: string = IN_MEMORY,
    passwordCost?: ScryptCost
  ) {
    this.durable = new Durable(dataDir)
    const store = this.durable.store
    this.accounts = new Accounts((account) => store.saveAccount(account), passwordCost)
    this.transactions = new Transactions((record) => store.saveTransaction(record))
    this.sessions = new SessionStore(now, sessionLifetimes, store.sessionJournal)
    this.idempotency = new IdempotencyStore(now, store.answerJournal)
    this.cspReports = new CspReportLog(now)
    this.vitalsLimit = new VitalsLimit(now)
    this.fingerprintKey = this.durable.keyOf("fingerprint-key")
    // A start on a database of an earlier run reads it back; as the first seeding would, its generation is 1.
    if (store.isSeeded) this.generation = 1
    if (store.isSeeded) this.restore()
    else this.reset()
  }

  /**
   * One write, one SQLite transaction (store/durable.ts): every change it makes is kept, or none. One
   * that throws leaves the records in memory as the database has them (restored), not half changed.
   */
  write<T>(fn: () => T): T {
    try {
      return this.durable.write(fn)
    } catch (error) {
      if (!this.durable.isWriting && this.durable.isOpen) this.restore()
      throw error
    }
  }

  /** The records as the database holds them (the area memories read theirs again: durable.epoch). */
  private restore(): void {
    const { accounts, sessions, ledger, pointLedger, transactions, idempotency } = this
    restoreWorkingSet(this.durable.store.read(), { accounts, sessions, ledger, pointLedger, transactions, idempotency })
    this.durable.epoch += 1
  }

  /** Counts resets: an area's memory (area-memory.ts) starts afresh when it changes. */
  generation = 0

  /**
   * Seed data back, empty ledgers, logs and kept answers, website open, every area's memory afresh.
   * Every session ends (#31): a token of the accounts as they were must not open them as they are now.
   */
  reset(): void {
    this.write(() => this.reseed())
  }

  private reseed(): void {
    this.generation += 1
    this.durable.store.clear()
    this.durable.memories.forget()
    for (const id of this.sessions.clear()) for (const listener of this.revokeListeners) listener(id)
    this.accounts.seed()
    this.ledger.clear()
    this.pointLedger.clear()
    this.transactions.clear()
    this.idempotency.clear()
    this.websiteStatus = "OPEN"
    this.faults.clear()
    this.socketLog.clear()
    this.cspReports.clear()
    this.vitals.clear()
    this.vitalsLimit.clear()
    for (const seed of this.areaSeeds) seed(this)
  }

  /**
   * The one door to a balance: moves it by `change.amount` satang and appends the ledger row, so
   * no balance ever changes without its row; then tells whoever listens (the player's socket room).
   */
  changeBalance(account: AccountState, change: BalanceChange): LedgerRow {
    const { username } = account.seed
    const held = this.accounts.get(username)
    if (held === undefined) throw new Error(`changeBalance: no account ${username}`)
    return this.write(() => {
      const balanceAfter = this.accounts.moveBalance(held, change.amount)
      const { shownAs, ...moved } = change
      const row = this.ledger.append(username, { ...moved, balanceAfter, at: this.now() })
      this.durable.store.appendLedger(username, row)
      this.transactions.ledgerMoved(username, row, shownAs)
      // Heard before the commit, which ends this turn of the event loop: a reload it prompts comes after.
      for (const listener of this.balanceListeners) listener(username, row)
      return row
    })
  }

  /** A test's balance (`POST /__dev/credit`): one ledger row of the difference, so the ledger still adds up. */
  setBalance(account: AccountState, balance: Satang): LedgerRow {
    return this.changeBalance(account, {
      kind: "dev-credit",
      amount: subtractSatang(balance, account.balance),
      reference: `dev-${this.now()}`
    })
  }

  /**
   * The one door to a player's points (rewards spend them; the wheel and the flip card may give
   * them): moves them by `change.amount` and appends the points ledger row. Points never go below
   * zero: the caller checks a spend first, so a negative result is a bug and throws. The player's
   * room hears of it as of any money move, so their screens reload.
   */
  changePoints(account: AccountState, change: PointChange): PointRow {
    const { username } = account.seed
    const held = this.accounts.get(username)
    if (held === undefined) throw new Error(`changePoints: no account ${username}`)
    const pointsAfter = held.point + change.amount
    if (!Number.isSafeInteger(pointsAfter) || pointsAfter < 0) {
      throw new Error(`changePoints: ${username} would have ${pointsAfter} points`)
    }
    return this.write(() => {
      this.accounts.setPoints(held, pointsAfter)
      const row = this.pointLedger.append(username, { ...change, pointsAfter, at: this.now() })
      this.durable.store.appendPoints(username, row)
      this.notifyMoneyChanged(username, change.kind)
      return row
    })
  }

  onBalanceChanged(listener: (username: string, row: LedgerRow) => void): void {
    this.balanceListeners.add(listener)
  }

  /**
   * A player's money lists changed without a balance change (a held withdrawal approved, a transfer
   * failed): their room hears it as it hears a balance change, so their screens reload the lists.
   */
  notifyMoneyChanged(username: string, kind: string): void {
    for (const listener of this.moneyListeners) listener(username, kind)
  }

  onMoneyChanged(listener: (username: string, kind: string) => void): void {
    this.moneyListeners.add(listener)
  }

  /** The account of a username (the test-only control calls name players so). */
  accountOf(username: string): AccountState | undefined {
    return this.accounts.get(username)
  }

  /**
   * A player who registered (POST /api/user/register): held until the next reset, like the seeded
   * ones, the password as its hash only. The caller has checked every rule (username, phone and
   * bank account free).
   */
  addAccount(seed: PlayerRecord, password: string): AccountState {
    return this.accounts.add(seed, password)
  }

  /** The account whose affiliate code is `code` (case-insensitive: players type it). */
  accountOfAffiliateCode(code: string): AccountState | undefined {
    return this.accounts.byAffiliateCode(code)
  }

  /** Every account (areas seed their memory from them; the settlement timer walks them). */
  allAccounts(): ReadonlyArray<AccountState> {
    return this.accounts.all()
  }

  /** The account a login names, by its username or its phone (trimmed, as the player typed it). */
  accountOfLogin(identifier: string): AccountState | undefined {
    return this.accounts.byLogin(identifier)
  }

  /** The account whose username or phone is `identifier` and whose password matches, hashed off the event loop (accounts.ts). */
  authenticate(identifier: string, password: string): Promise<AccountState | undefined> {
    return this.accounts.authenticate(identifier, password)
  }

  /** Whether `password` is the account's password now (the login's, the password change's old one, #14). */
  passwordMatches(account: AccountState, password: string): boolean {
    return this.accounts.passwordMatches(account.seed.username, password)
  }

  /** The one door to a password (#14): the caller has checked the old one and the rules; only its hash is kept. */
  changePassword(account: AccountState, password: string): void {
    this.accounts.setPassword(account.seed.username, password)
  }

  /** A new login session of the account (sessions.ts: it ends unused after 7 days, in any case after 30). */
  issueToken(account: AccountState): string {
    return this.sessions.issue(account.seed.username)
  }

  /** Logout: the token stops working everywhere at once. False when it was not a live token. */
  revokeToken(token: string): boolean {
    return this.endSession(sessionIdOf(token))
  }

  /** Ends a session and tells the socket, by the session's id (sessionIdOf its token). */
  private endSession(id: string): boolean {
    if (!this.sessions.end(id)) return false
    for (const listener of this.revokeListeners) listener(id)
    return true
  }

  /** Ends a player's sessions but `keep`'s (a password change keeps its own) and their sockets; returns how many ended. */
  revokeOtherTokens(username: string, keep: string | null): number {
    const others = this.sessions.sessionIdsOf(username, keep)
    for (const id of others) this.endSession(id)
    return others.length
  }

  /** Ends the sessions past their 7 or 30 days, closing their sockets (online-socket.ts: every minute). */
  endExpiredSessions(): number {
    const ended = this.write(() => this.sessions.endExpired())
    for (const id of ended) for (const listener of this.revokeListeners) listener(id)
    return ended.length
  }

  /** The listener hears the ended session's id: sessionIdOf(token), never the token. */
  onTokenRevoked(listener: (sessionId: string) => void): void {
    this.revokeListeners.add(listener)
  }

  /** The account of a live session, which counts as used now (a session in use is not idle). */
  accountOfToken(token: string): AccountState | undefined {
    const username = this.sessions.usernameOf(token)
    return username === undefined ? undefined : this.accounts.get(username)
  }
}
