import type { LoginCredentials } from "../../src/domain/user-schema"
import type { Row } from "./row"
import { readRows } from "./rows-reads"
import { loginRow, logoutRow } from "./rows-session"
import { writeRows } from "./rows-writes"

/**
 * The whole check, in order: the login, every read of a player's session, the writes, and the
 * logout last. test/unit/contract-check/rows.test.ts holds it to the contract: every endpoint of
 * src/services/<area>/endpoints.ts has a row here.
 */
export const contractRows = (credentials: LoginCredentials, now: number): ReadonlyArray<Row> => [
  loginRow(credentials),
  ...readRows(now),
  ...writeRows,
  logoutRow
]
