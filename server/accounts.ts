import { DEMO_ACCOUNTS, type DemoAccount, type PlayerRecord } from "../src/domain/demo/accounts"
import { addSatang, type Satang } from "../src/domain/money"
import {
  hashPassword,
  noAccountHash,
  passwordMatches,
  passwordMatchesLater,
  SCRYPT_COST,
  type PasswordHash,
  type ScryptCost
} from "./password-hash"
import { seedPasswordHash } from "./seed-passwords"
import type { StoredAccount } from "./store/store"

// The players' accounts as the server holds them (ServerState's, split out so that file keeps one
// job): the record, the balance, the points and the password's hash only (#31, password-hash.ts).
// Every change is told to `saved` (the database writes the account through, #31). Nothing outside
// server/state.ts reaches this class: areas move balances and points through the state's doors.

/** An account as the state holds it. */
export interface HeldAccount {
  readonly seed: PlayerRecord
  balance: Satang
  point: number
  passwordHash: PasswordHash
}

const heldOf = (seed: PlayerRecord, passwordHash: PasswordHash): HeldAccount => ({
  seed,
  balance: seed.balance,
  point: seed.point,
  passwordHash
})

/** A demo account's record without its password, and the password's hash (made once per process and cost). */
const heldSeedOf = (seed: DemoAccount, cost: ScryptCost): HeldAccount => {
  const { password: _typed, ...record } = seed
  return heldOf(record, seedPasswordHash(seed, cost))
}

/**
 * The same password hash, by value: every hash has a salt of its own, and a failed write reads the
 * accounts back from the database as new objects (ServerState.restore).
 */
const sameHash = (a: PasswordHash, b: PasswordHash): boolean => a.salt === b.salt && a.key === b.key

const storedOf = (held: HeldAccount): StoredAccount => ({
  record: held.seed,
  balance: held.balance,
  point: held.point,
  passwordHash: held.passwordHash
})

export class Accounts {
  private held = new Map<string, HeldAccount>()

  /**
   * @param saved told of every change (the database's write-through).
   * @param cost what each password hash costs (password-hash.ts; the server's passwordCost).
   */
  constructor(
    private readonly saved: (account: StoredAccount) => void = () => {},
    private readonly cost: ScryptCost = SCRYPT_COST
  ) {
    // Made now, not at the first unknown login: that answer would take a hash longer than a wrong
    // password's and tell the name is unknown.
    noAccountHash(cost)
  }

  /** The demo accounts as seeded, and no other (a reset; the database was emptied before). */
  seed(): void {
    this.held = new Map(DEMO_ACCOUNTS.map((seed) => [seed.username, heldSeedOf(seed, this.cost)]))
    for (const held of this.held.values()) this.saved(storedOf(held))
  }

  /** An account read back from the database at a start (#31): kept as it was, not written again. */
  restore(stored: StoredAccount): void {
    const { record, balance, point, passwordHash } = stored
    this.held.set(record.username, { seed: record, balance, point, passwordHash })
  }

  clear(): void {
    this.held.clear()
  }

  get(username: string): HeldAccount | undefined {
    return this.held.get(username)
  }

  /** A new account (the caller checked the username is free), its password kept as its hash only. */
  add(seed: PlayerRecord, password: string): HeldAccount {
    if (this.held.has(seed.username)) throw new Error(`addAccount: ${seed.username} exists`)
    const held = heldOf(seed, hashPassword(password, this.cost))
    this.held.set(seed.username, held)
    this.saved(storedOf(held))
    return held
  }

  /** Moves a balance by `amount`; returns the balance after. */
  moveBalance(held: HeldAccount, amount: Satang): Satang {
    held.balance = addSatang(held.balance, amount)
    this.saved(storedOf(held))
    return held.balance
  }

  setPoints(held: HeldAccount, points: number): void {
    held.point = points
    this.saved(storedOf(held))
  }

  /** A new password for the account of `username`, kept as its hash only. */
  setPassword(username: string, password: string): void {
    const held = this.held.get(username)
    if (held === undefined) throw new Error(`setPassword: no account ${username}`)
    held.passwordHash = hashPassword(password, this.cost)
    this.saved(storedOf(held))
  }

  all(): ReadonlyArray<HeldAccount> {
    return [...this.held.values()]
  }

  /** The account a login names, by its username or its phone (trimmed, as the player typed it). */
  byLogin(identifier: string): HeldAccount | undefined {
    const id = identifier.trim()
    const byUsername = this.held.get(id)
    if (byUsername !== undefined) return byUsername
    for (const account of this.held.values()) if (account.seed.phone === id) return account
    return undefined
  }

  /**
   * The account whose username or phone is `identifier` and whose password matches, hashed off the
   * event loop. An unknown identifier is checked against a hash no password matches, so it takes a
   * wrong password's time. The password may change while it is hashed (a password change, a reset):
   * a match of the password as it was opens nothing.
   */
  async authenticate(identifier: string, password: string): Promise<HeldAccount | undefined> {
    const account = this.byLogin(identifier)
    const hash = account?.passwordHash ?? noAccountHash(this.cost)
    if (!(await passwordMatchesLater(hash, password)) || account === undefined) return undefined
    const now = this.held.get(account.seed.username)
    return now !== undefined && sameHash(now.passwordHash, hash) ? now : undefined
  }

  passwordMatches(username: string, password: string): boolean {
    const held = this.held.get(username)
    return held !== undefined && passwordMatches(held.passwordHash, password)
  }

  /** The account whose affiliate code is `code` (case-insensitive: players type it). */
  byAffiliateCode(code: string): HeldAccount | undefined {
    const wanted = code.trim().toUpperCase()
    for (const account of this.held.values()) if (account.seed.affiliateCode === wanted) return account
    return undefined
  }
}
