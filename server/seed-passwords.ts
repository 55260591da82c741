import type { DemoAccount } from "../src/domain/demo/accounts"
import { costKeyOf, hashPassword, type PasswordHash, type ScryptCost } from "./password-hash"

// The demo accounts' passwords, hashed once per process (#31): /__dev/reset reseeds before every
// end-to-end test, and hashing each demo account afresh there would add a few hundred milliseconds
// to every test. Kept by the seed object itself (a module constant) and the cost, so each account
// keeps its own salt and no map holds a password as a key.

const hashes = new WeakMap<DemoAccount, Map<string, PasswordHash>>()

export const seedPasswordHash = (seed: DemoAccount, cost: ScryptCost): PasswordHash => {
  const byCost = hashes.get(seed) ?? new Map<string, PasswordHash>()
  hashes.set(seed, byCost)
  const key = costKeyOf(cost)
  const kept = byCost.get(key)
  if (kept !== undefined) return kept
  const hash = hashPassword(seed.password, cost)
  byCost.set(key, hash)
  return hash
}
