import { Duration, Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import { bankIdLookupValue, LOOKUP_DEBOUNCE_MS, normaliseAffiliateCode } from "../../domain/register-lookup"
import type { LookupAnswer, RegisterRequest, RegisterPath, RegisterStep1 } from "../../domain/register-schema"
import type { LoginResult } from "../../domain/user"
import {
  AccountNameLookedUp,
  InviterLookedUp,
  Registered,
  RegisterLookupAnswered,
  RegisterLookupUnanswered,
  RegisterOpened,
  RegisterStep1Done,
  RegisterStepBack,
  RegisterVerified,
  RegisterWrite
} from "../../events/register/events"
import { selectRegister } from "../../events/register/selectors"
import { LoginSuccess } from "../../events/session/events"
import type { AppState } from "../../events/state"
import type { NoFacts, WriteStatus } from "../../events/once-only-write"
import { RegisterDraftStore, type RegisterDraftValues } from "../../services/register/register-draft"
import { RegisterService } from "../../services/register/register-service"
import { currentState, dispatch, answerHeard } from "./dispatch"
import { onceOnlyWrite, pressWrite, verifyWrite, type WriteOutcome } from "./once-only-write"
import { beginSession } from "./session"

// Registration's commands (#12). The lookups run as the player types: each waits a moment first,
// and the screen interrupts it when the value changes, so only the last value's answer lands
// (latest-wins, the design card's interruption). The registration itself is a write of money.md:
// one in flight, one Idempotency-Key per intent, a lost answer read back, never resent by itself.

const debounced = <A, E, R>(lookup: Effect.Effect<A, E, R>) =>
  Effect.zipRight(Effect.sleep(Duration.millis(LOOKUP_DEBOUNCE_MS)), lookup)

/** The screen opened from a path: its context, and the inviter of /aff looked up at once (VAL-07). */
export const openRegistration = (path: RegisterPath) =>
  Effect.gen(function* () {
    yield* dispatch(RegisterOpened.make({ path }))
    if (path.inviterCode !== null) yield* lookupInviterNow(path.inviterCode)
  })

/** What step 1 held when this tab last typed it (a reload, LINE's background reload). */
export const loadRegisterDraft: Effect.Effect<RegisterDraftValues, never, RegisterDraftStore> = Effect.flatMap(
  RegisterDraftStore,
  (store) => store.load
)

export const saveRegisterDraft = (draft: RegisterDraftValues) =>
  Effect.flatMap(RegisterDraftStore, (store) => store.save(draft))

type CheckedField = "phone" | "username" | "bankId"

/** The lookup's answer, or the field noted as unchecked (the server checks again on register). */
const answerLookup = (field: CheckedField, value: string, call: Effect.Effect<LookupAnswer, ApiError>) =>
  Effect.gen(function* () {
    const result = yield* Effect.either(call)
    if (result._tag === "Left") {
      if (result.left._tag !== "Aborted") yield* dispatch(RegisterLookupUnanswered.make({ field, value }))
      return
    }
    yield* answerHeard
    yield* dispatch(RegisterLookupAnswered.make({ field, value, ...result.right }))
  })

/** GET /api/user/checkPhone/{value} (VAL-06), after the typing pause. */
export const checkRegisterPhone = (phone: string) =>
  debounced(Effect.flatMap(RegisterService, (service) => answerLookup("phone", phone, service.checkPhone(phone))))

/** GET /api/user/checkUsername/{value} (VAL-06), after the typing pause. */
export const checkRegisterUsername = (username: string) =>
  debounced(
    Effect.flatMap(RegisterService, (service) => answerLookup("username", username, service.checkUsername(username)))
  )

/**
 * POST /api/user/checkBankId/{bankId} (VAL-06), then, when the number is free, the holder's name
 * from POST /api/bank/name (VAL-08): a bank that does not give it (or an error, ERR-13) leaves the
 * name for the player to type.
 */
export const checkRegisterBankAccount = (bankCode: string, bankId: string) =>
  debounced(
    Effect.gen(function* () {
      const service = yield* RegisterService
      yield* answerLookup("bankId", bankIdLookupValue(bankCode, bankId), service.checkBankId(bankCode, bankId))
      const answer = selectRegister(yield* currentState).lookups?.bankId
      if (answer?.value !== bankIdLookupValue(bankCode, bankId) || answer.status !== "available") return
      const named = yield* Effect.either(service.bankName(bankCode, bankId))
      if (named._tag === "Left" && named.left._tag === "Aborted") return
      const accountName = named._tag === "Right" ? named.right.name : null
      yield* dispatch(AccountNameLookedUp.make({ bankCode, bankId, accountName }))
    })
  )

const lookupInviterNow = (typed: string) =>
  Effect.gen(function* () {
    const code = normaliseAffiliateCode(typed)
    const service = yield* RegisterService
    const result = yield* Effect.either(service.inviter(code))
    if (result._tag === "Left") {
      if (result.left._tag !== "Aborted")
        yield* dispatch(RegisterLookupUnanswered.make({ field: "inviter", value: code }))
      return
    }
    yield* answerHeard
    yield* dispatch(InviterLookedUp.make({ code, name: result.right.found ? result.right.name : null }))
  })

/** GET /api/user/inviter/{afCode} (VAL-07), after the typing pause. */
export const checkRegisterInviter = (code: string) => debounced(lookupInviterNow(code))

/** 'ถัดไป' with step 1 valid: step 2 shows; the draft stays for a reload. */
export const completeRegisterStep1 = (step1: RegisterStep1) =>
  Effect.gen(function* () {
    yield* saveRegisterDraft(step1)
    yield* dispatch(RegisterStep1Done.make({ step1 }))
  })

export const registerStepBack = dispatch(RegisterStepBack.make({}))

/**
 * What a registration press came to: "registered" when its answer arrived and the session started
 * (the screen's welcome toast); otherwise the screen shows what the state says (a refusal, or what
 * reading a lost answer back found).
 */
export type RegisterOutcome = "registered" | "not-registered"

/** The registration's write record (money.md), its absent fields read as null. */
const registerStatus = (state: AppState): WriteStatus<NoFacts> => {
  const own = selectRegister(state)
  return { phase: own.phase ?? null, pending: own.pending ?? null, error: own.error ?? null }
}

/**
 * Reads whether an unsure registration made the account: the username it asked for is taken now
 * (it did: the screen offers the login), free (it did not: the key stays for the press again), or
 * unreadable.
 */
const readOutcome = (username: string) =>
  Effect.gen(function* () {
    const service = yield* RegisterService
    const result = yield* Effect.either(service.checkUsername(username))
    if (result._tag === "Left") return "unreadable" as const
    if (result.right.status !== "taken") return "not-done" as const
    yield* dispatch(RegisterVerified.make({ outcome: "registered" }))
    return "done" as const
  })

/** What 'ตรวจสอบอีกครั้ง' reads: whether the username the screen holds is taken now. */
const registerReadBack = (username: string) => ({
  events: RegisterWrite,
  status: registerStatus,
  readBack: () => readOutcome(username)
})

/**
 * POST /api/user/register (API-08) as a once-only write: both steps in one POST with this intent's
 * Idempotency-Key (or the key of an unsure one). The password travels in the call only: the press
 * (and so RegisterStarted) carries step 2 as the form shows it, the record only the key.
 */
const registerWrite = (request: RegisterRequest) =>
  onceOnlyWrite({
    ...registerReadBack(request.username),
    press: () => ({
      step2: {
        bankCode: request.bankCode,
        bankId: request.bankId,
        accountName: request.bankAccountName,
        lineId: request.lineId,
        inviterCode: request.inviterCode
      }
    }),
    send: (key) => Effect.flatMap(RegisterService, (service) => service.register(request, key)),
    // The session starts as a login's does (LoginSuccess); the draft and the form's data go.
    done: (session: LoginResult) =>
      Effect.gen(function* () {
        const drafts = yield* RegisterDraftStore
        yield* drafts.clear
        yield* dispatch(Registered.make({ username: request.username }))
        yield* beginSession(session, LoginSuccess.make({ user: session.user }))
      })
  })

const outcomeOf = (outcome: WriteOutcome<LoginResult>): RegisterOutcome => {
  switch (outcome._tag) {
    case "Done":
      return "registered"
    case "ReadDone":
    case "Refused":
    case "NotDone":
    case "Unknown":
    case "NotSent":
    case "SessionEnded":
      return "not-registered"
  }
}

/**
 * 'สมัครสมาชิก' (API-08). On success the guard takes the player to the dashboard. Ignored while one
 * is in flight or being read; offline nothing is sent.
 */
export const register = (request: RegisterRequest) => Effect.map(pressWrite(registerWrite(request)), outcomeOf)

/** 'ตรวจสอบอีกครั้ง': reads an unsure registration's outcome again; sends nothing. */
export const verifyRegistration = (username: string) => Effect.asVoid(verifyWrite(registerReadBack(username)))
