import type { ScryptCost } from "../../server/password-hash"

// The password hash's cost on the test suites' servers. At the reference API's own cost
// (SCRYPT_COST, N = 2^15) each login holds a core for about 100 ms, and the suites log in about two
// thousand times: a sixth of the unit tests' time. 2^10 keeps scrypt, its salt and the comparison
// through the hash, at a thirty-second of the cost. The tests of the hash itself use the real cost.

export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }
