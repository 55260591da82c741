import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto"

// Passwords are kept as scrypt hashes (#31), never as typed: a copy of the server's memory must not
// hand out the players' passwords. Each hash has its own random salt, so equal passwords hash
// differently and no table of precomputed hashes applies; the comparison is constant-time, so the
// answer's timing tells nothing of how much of a guess was right. The cost parameters travel with
// each hash, so an operator can raise them later and still check the older hashes.
// A login, which anyone may send, hashes on libuv's thread pool (`passwordMatchesLater`), so the
// event loop answers other calls meanwhile; one hash is about 100 ms on the test machine, and a
// flood of logins held every other player's calls before. Registration and the password change
// hash in the call (scryptSync): they are idempotent writes, whose check and run are one turn of
// the event loop, and both sit behind limits (registrations per address, a signed-in player).
// The cost is the server's (ServerOptions.passwordCost, SCRYPT_COST unless a test lowers it): the
// test suites log in about two thousand times, and at SCRYPT_COST that was a sixth of the unit
// tests' time and a sixteenth of the end-to-end run's.

export interface ScryptCost {
  readonly N: number
  readonly r: number
  readonly p: number
}

/** N = 2^15 (32 MiB of memory per hash), r = 8, p = 1: twice Node's default cost. */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 32
const SALT_BYTES = 16
/** scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is exactly that, too tight. */
const MAX_MEMORY = 64 * 1024 * 1024

export interface PasswordHash extends ScryptCost {
  readonly algorithm: "scrypt"
  /** Base64. */
  readonly salt: string
  /** Base64. */
  readonly key: string
}

/**
 * scrypt's arguments, the same for hashing and for checking, in the call or on the thread pool: the
 * password in one Unicode form (a Thai vowel typed on another keyboard is the same password), the
 * key's length, the cost and the memory ceiling.
 */
const scryptArguments = (password: string, salt: Buffer, { N, r, p }: ScryptCost) =>
  [password.normalize("NFC"), salt, KEY_BYTES, { N, r, p, maxmem: MAX_MEMORY }] as const

const derive = (password: string, salt: Buffer, cost: ScryptCost): Buffer =>
  scryptSync(...scryptArguments(password, salt, cost))

export const hashPassword = (password: string, cost: ScryptCost = SCRYPT_COST): PasswordHash => {
  const salt = randomBytes(SALT_BYTES)
  const { N, r, p } = cost
  return {
    algorithm: "scrypt",
    N,
    r,
    p,
    salt: salt.toString("base64"),
    key: derive(password, salt, cost).toString("base64")
  }
}

const sameKey = (hash: PasswordHash, actual: Buffer): boolean => {
  const expected = Buffer.from(hash.key, "base64")
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export const passwordMatches = (hash: PasswordHash, password: string): boolean =>
  sameKey(hash, derive(password, Buffer.from(hash.salt, "base64"), hash))

/** `passwordMatches` on libuv's thread pool: the event loop goes on meanwhile. */
export const passwordMatchesLater = (hash: PasswordHash, password: string): Promise<boolean> =>
  new Promise((resolve, reject) => {
    scrypt(...scryptArguments(password, Buffer.from(hash.salt, "base64"), hash), (error, actual) =>
      error === null ? resolve(sameKey(hash, actual)) : reject(error)
    )
  })

/** "N r p": one key per cost, for what is made once per cost (the seeds' hashes, the no-account hash). */
export const costKeyOf = ({ N, r, p }: ScryptCost): string => `${N} ${r} ${p}`

const noAccountHashes = new Map<string, PasswordHash>()

/**
 * A hash no password matches, at `cost`, checked when a login names no account, so that answer
 * takes as long as a wrong password's and the timing does not tell which usernames and phones exist.
 */
export const noAccountHash = (cost: ScryptCost): PasswordHash => {
  const key = costKeyOf(cost)
  const kept = noAccountHashes.get(key)
  if (kept !== undefined) return kept
  const hash = hashPassword(randomBytes(SALT_BYTES).toString("base64"), cost)
  noAccountHashes.set(key, hash)
  return hash
}
