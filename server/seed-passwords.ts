import type { DemoAccount } from "../src/domain/demo/accounts"
import { hashPassword, type PasswordHash } from "./password-hash"

// The demo accounts' passwords, hashed once per process (#31): /__dev/reset reseeds before every
// end-to-end test, and hashing each demo account afresh there would add a few hundred milliseconds
// to every test. Kept by the seed object itself (a module constant), so each account keeps its own
// salt and no map holds a password as a key.

const hashes = new WeakMap<DemoAccount, PasswordHash>()

export const seedPasswordHash = (seed: DemoAccount): PasswordHash => {
  const kept = hashes.get(seed)
  if (kept !== undefined) return kept
  const hash = hashPassword(seed.password)
  hashes.set(seed, hash)
  return hash
}
