import { bankOfName } from "../../src/domain/banks"
import type { LoginCredentials } from "../../src/domain/user-schema"
import { userUuid } from "../../src/domain/user"
import { sessionEndpoints } from "../../src/services/session/endpoints"
import { check, type Row } from "./row"

// The session's two rows: the login that opens the check (its answer gives the token and the
// player's ids every later row needs) and the logout that ends it (a write: sent only with --writes).

/** The contract's login with the operator's test player; the password stays in this closure. */
export const loginRow = (credentials: LoginCredentials): Row =>
  check(sessionEndpoints.login, {
    input: () => ({ params: {}, body: credentials }),
    remember: (data, facts) => {
      facts.token = data.token
      facts.username = data.user.user_pass.username
      facts.phone = data.user.phone
      const uuid = userUuid(data.user)
      if (uuid !== null) facts.uuid = uuid
      // The lookups of registration take a bank code; the user record names the bank in Thai.
      const bank = bankOfName(data.user.user_bank.bankName)
      if (bank !== undefined) facts.bank = { code: bank.code, id: data.user.user_bank.bankId }
    }
  })

/** Last of all, so every row before it still has the session. */
export const logoutRow: Row = check(sessionEndpoints.logout, {
  kind: "write",
  input: () => ({ params: {}, body: undefined })
})
