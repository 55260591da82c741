import { LoginResult } from "../../domain/user-schema"
import {
  BankNameAnswer,
  BankNameRequest,
  CheckBankIdRequest,
  InviterAnswer,
  LookupAnswer,
  RegisterRequest
} from "../../domain/register-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** Registration's calls (API-08..API-13): all public (ROLE-02, AMB-30), so none is session-bound. */
export const registerEndpoints = {
  /** API-08: both steps; answers a session as a login does. Sent with an Idempotency-Key (money.md). */
  register: endpoint({
    name: "register",
    method: "POST",
    path: "/api/user/register",
    params: NoParams,
    body: RegisterRequest,
    data: LoginResult,
    sessionBound: false
  }),
  /** API-09 */
  checkPhone: endpoint({
    name: "checkPhone",
    method: "GET",
    path: "/api/user/checkPhone/:value",
    params: ["value"],
    body: NoBody,
    data: LookupAnswer,
    sessionBound: false
  }),
  /** API-10, OPEN-23 */
  checkBankId: endpoint({
    name: "checkBankId",
    method: "POST",
    path: "/api/user/checkBankId/:bankId",
    params: ["bankId"],
    body: CheckBankIdRequest,
    data: LookupAnswer,
    sessionBound: false
  }),
  /** API-11 */
  inviter: endpoint({
    name: "inviter",
    method: "GET",
    path: "/api/user/inviter/:afCode",
    params: ["afCode"],
    body: NoBody,
    data: InviterAnswer,
    sessionBound: false
  }),
  /** API-12 */
  checkUsername: endpoint({
    name: "checkUsername",
    method: "GET",
    path: "/api/user/checkUsername/:value",
    params: ["value"],
    body: NoBody,
    data: LookupAnswer,
    sessionBound: false
  }),
  /** API-13, OPEN-24, AMB-33: the account holder's name, when the bank gives it (ERR-13). */
  bankName: endpoint({
    name: "bankName",
    method: "POST",
    path: "/api/bank/name",
    params: NoParams,
    body: BankNameRequest,
    data: BankNameAnswer,
    sessionBound: false
  })
}
