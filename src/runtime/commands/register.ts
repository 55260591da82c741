import { Duration, Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import { bankIdLookupValue, LOOKUP_DEBOUNCE_MS, normaliseAffiliateCode } from "../../domain/register-lookup"
import type { LookupAnswer, RegisterRequest } from "../../domain/register-schema"
import {
  AccountNameLookedUp,
  InviterLookedUp,
  Registered,
  RegisterLookupAnswered,
  RegisterLookupUnanswered,
  RegisterOpened,
  RegisterRefused,
  RegisterStarted,
  RegisterStep1Done,
  RegisterStepBack,
  RegisterUnsure,
  RegisterVerified,
  RegisterVerifyStarted
} from "../../events/register/events"
import type { RegisterPath, RegisterStep1 } from "../../domain/register-schema"
import { selectRegister } from "../../events/register/selectors"
import { LoginSuccess } from "../../events/session/events"
import { selectOnline } from "../../events/site/selectors"
import { RegisterDraftStore, type RegisterDraftValues } from "../../services/register/register-draft"
import { RegisterService } from "../../services/register/register-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { answerHeard } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
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

/** What a registration press came to. */
export type RegisterOutcome = "registered" | "not-registered"

/**
 * Reads whether an unsure registration made the account: the username it asked for is taken now
 * (it did), free (it did not: the key stays for the press again), or unreadable.
 */
const readOutcome = (username: string) =>
  readBackWhenOnline(
    Effect.gen(function* () {
      const service = yield* RegisterService
      const result = yield* Effect.either(service.checkUsername(username))
      const outcome =
        result._tag === "Left" ? "unknown" : result.right.status === "taken" ? "registered" : "not-registered"
      yield* dispatch(RegisterVerified.make({ outcome }))
    })
  )

/**
 * 'สมัครสมาชิก' (API-08): both steps in one POST with this intent's Idempotency-Key (or the key of
 * an unsure one). On success the session starts as a login's does (LoginSuccess) and the guard
 * takes the player to the dashboard. Ignored while one is in flight or being read.
 */
export const register = (request: RegisterRequest) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const own = selectRegister(state)
    if (own.submitting === true || own.verifying === true || !selectOnline(state)) return "not-registered" as const
    const key = own.pendingKey ?? (yield* newIdempotencyKey)
    const service = yield* RegisterService
    yield* dispatch(
      RegisterStarted.make({
        key,
        step2: {
          bankCode: request.bankCode,
          bankId: request.bankId,
          accountName: request.bankAccountName,
          lineId: request.lineId,
          inviterCode: request.inviterCode
        }
      })
    )
    const send = Effect.gen(function* () {
      const answer = yield* sendWrite(service.register(request, key), {
        refused: (failure) => RegisterRefused.make({ failure }),
        unsure: (failure) => RegisterUnsure.make({ failure })
      })
      if (answer._tag === "Unsure") yield* readOutcome(request.username)
      if (answer._tag !== "Answered") return "not-registered" as const
      const drafts = yield* RegisterDraftStore
      yield* drafts.clear
      yield* dispatch(Registered.make({ username: request.username }))
      yield* beginSession(answer.value, LoginSuccess.make({ user: answer.value.user }))
      return "registered" as const
    })
    const outcome: RegisterOutcome = yield* runToTheEnd(send)
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure registration's outcome again; sends nothing. */
export const verifyRegistration = (username: string) =>
  Effect.gen(function* () {
    if (selectRegister(yield* currentState).verifying === true) return
    yield* dispatch(RegisterVerifyStarted.make({}))
    yield* runToTheEnd(readOutcome(username))
  })
