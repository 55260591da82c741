import { currentUserOf, type JoinedThrough } from "../../src/domain/demo/accounts"
import { bankOfName } from "../../src/domain/banks"
import {
  accountNameProblem,
  bankCodeProblem,
  bankIdProblem,
  confirmProblem,
  inviterCodeProblem,
  lineIdProblem,
  LOOKUP_TEXTS,
  passwordProblem,
  phoneProblem,
  usernameProblem
} from "../../src/domain/register"
import { normaliseAffiliateCode } from "../../src/domain/register-lookup"
import type { LookupAnswer, RegisterRequest } from "../../src/domain/register-schema"
import { registerEndpoints } from "../../src/services/register/endpoints"
import { holderNameOf } from "../register/bank-directory"
import { newAccount } from "../register/new-account"
import type { AccountState, ServerState } from "../state"
import { areaMemory } from "../area-memory"
import { RegistrationLimit } from "./registration-limit"
import { retryLater } from "./retry-later"
import { HttpFailure, route, type Route } from "./route"

// Registration (#12): the lookups the form makes as the player types (VAL-06, VAL-07, OPEN-21),
// the account-name lookup (AMB-33), and the registration itself, which checks every rule again
// with the same domain module, makes the account, and answers a session as a login does. All public.

const TEXT = {
  bankNameInvalid: "ข้อมูลบัญชีไม่ถูกต้อง"
} as const

const taken = (state: ServerState, matches: (account: AccountState) => boolean): boolean =>
  state.allAccounts().some(matches)

const phoneTaken = (state: ServerState, phone: string) => taken(state, (a) => a.seed.phone === phone)
const usernameTaken = (state: ServerState, username: string) =>
  taken(state, (a) => a.seed.username.toLowerCase() === username.toLowerCase())
const bankAccountTaken = (state: ServerState, bankCode: string, bankId: string) =>
  taken(state, (a) => a.seed.bankId === bankId && bankOfName(a.seed.bankName)?.code === bankCode)

/** A lookup's answer: the rule's message when the value breaks one, else free or taken. */
const lookup = (
  problem: string | null,
  isTaken: () => boolean,
  texts: { readonly available: string; readonly taken: string }
): LookupAnswer => {
  if (problem !== null) return { status: "invalid", message: problem }
  return isTaken() ? { status: "taken", message: texts.taken } : { status: "available", message: texts.available }
}

/** The inviter as a stranger may see them: the first name and the surname's initial ("สมชาย ใ***"). */
export const maskedInviterName = (name: string): string => {
  const [first = "", ...rest] = name.trim().split(/\s+/)
  const surname = rest.join(" ")
  if (surname === "") return `${first.slice(0, 2)}***`
  const initial = [...new Intl.Segmenter("th", { granularity: "grapheme" }).segment(surname)][0]?.segment ?? ""
  return `${first} ${initial}***`
}

/** Every rule of both steps, in the form's order; the first broken one is the refusal (400, or 409 when taken). */
const refusalOf = (state: ServerState, body: RegisterRequest): HttpFailure | null => {
  const problem =
    phoneProblem(body.phone) ??
    usernameProblem(body.username) ??
    passwordProblem(body.password) ??
    confirmProblem(body.password, body.confirmPassword) ??
    bankCodeProblem(body.bankCode) ??
    bankIdProblem(body.bankCode, body.bankId) ??
    accountNameProblem(body.bankAccountName) ??
    lineIdProblem(body.lineId ?? "") ??
    inviterCodeProblem(body.inviterCode ?? "")
  if (problem !== null) return new HttpFailure(400, problem)
  if (phoneTaken(state, body.phone)) return new HttpFailure(409, LOOKUP_TEXTS.phone.taken)
  if (usernameTaken(state, body.username)) return new HttpFailure(409, LOOKUP_TEXTS.username.taken)
  if (bankAccountTaken(state, body.bankCode, body.bankId)) return new HttpFailure(409, LOOKUP_TEXTS.bankId.taken)
  return null
}

/** Who brought the player (OPEN-67): the inviter's username for the code, the path's team and marketing. */
const joinedThroughOf = (state: ServerState, body: RegisterRequest): JoinedThrough | HttpFailure => {
  const code = body.inviterCode === null || body.inviterCode === "" ? null : normaliseAffiliateCode(body.inviterCode)
  const inviter = code === null ? undefined : state.accountOfAffiliateCode(code)
  if (code !== null && inviter === undefined) return new HttpFailure(400, LOOKUP_TEXTS.inviter.notFound)
  return {
    ...(inviter === undefined ? {} : { inviter: inviter.seed.username }),
    ...(body.team === null ? {} : { team: body.team.slice(0, 40) }),
    ...(body.marketing === null ? {} : { marketing: body.marketing.slice(0, 40) }),
    at: state.now()
  }
}

/** Each server's registrations per address (#31); /__dev/reset lifts the limit (a new memory per reset). */
const registrationLimits = areaMemory((state) => new RegistrationLimit(state.now))
const TOO_MANY_REGISTRATIONS = "สมัครสมาชิกจากเครือข่ายนี้บ่อยเกินไป "

export const registerRoutes: ReadonlyArray<Route> = [
  route(registerEndpoints.checkPhone, ({ param, state }) => {
    const phone = param("value")
    return lookup(phoneProblem(phone), () => phoneTaken(state, phone), LOOKUP_TEXTS.phone)
  }),
  route(registerEndpoints.checkUsername, ({ param, state }) => {
    const username = param("value")
    return lookup(usernameProblem(username), () => usernameTaken(state, username), LOOKUP_TEXTS.username)
  }),
  route(
    registerEndpoints.checkBankId,
    ({ param, body, state }) => {
      const bankId = param("bankId")
      const problem = bankCodeProblem(body.bankCode) ?? bankIdProblem(body.bankCode, bankId)
      return lookup(problem, () => bankAccountTaken(state, body.bankCode, bankId), LOOKUP_TEXTS.bankId)
    },
    { openInMaintenance: true }
  ),
  route(registerEndpoints.inviter, ({ param, state }) => {
    const code = normaliseAffiliateCode(param("afCode"))
    const inviter = inviterCodeProblem(code) === null ? state.accountOfAffiliateCode(code) : undefined
    return inviter === undefined
      ? { found: false, name: null }
      : { found: true, name: maskedInviterName(inviter.seed.name) }
  }),
  // ERR-13: a malformed account is refused with a message, as the login refuses (ERR-12).
  route(
    registerEndpoints.bankName,
    ({ body }) => {
      if (bankCodeProblem(body.bankCode) !== null || bankIdProblem(body.bankCode, body.bankId) !== null) {
        return new HttpFailure(400, TEXT.bankNameInvalid)
      }
      return { name: holderNameOf(body.bankCode, body.bankId) }
    },
    { openInMaintenance: true }
  ),
  route(
    registerEndpoints.register,
    ({ body, state, clientAddress }) => {
      const limit = registrationLimits.of(state)
      const wait = limit.retryAfterSeconds(clientAddress)
      if (wait > 0) return retryLater(wait, TOO_MANY_REGISTRATIONS)
      const refusal = refusalOf(state, body)
      if (refusal !== null) return refusal
      const joinedThrough = joinedThroughOf(state, body)
      if (joinedThrough instanceof HttpFailure) return joinedThrough
      const account = state.addAccount(newAccount(state, body, joinedThrough), body.password)
      limit.registered(clientAddress)
      return { token: state.issueToken(account), user: currentUserOf(account.seed, account.point) }
    },
    { idempotent: true }
  )
]
