import { Clock, Duration, Effect, Fiber } from "effect"
import { bangkokDayOfMonth } from "../../domain/bangkok-date"
import { NetworkError, type ApiError } from "../../domain/errors"
import type { CheckInOutcome } from "../../domain/check-in"
import { callFailure } from "../../domain/failure"
import {
  CheckInDone,
  CheckInFailed,
  CheckInListEvents,
  CheckInOffline,
  CheckInPopupDismissed,
  CheckInStarted,
  CheckInUnsure,
  CheckInVerifyStarted
} from "../../events/check-in/events"
import { selectCheckInPendingKey, selectCheckInSubmitting } from "../../events/check-in/selectors"
import { selectOnline } from "../../events/site/selectors"
import { HTTP_TIMEOUT_MS } from "../../domain/constants"
import { CheckInService } from "../../services/check-in/check-in-service"
import { awaitState, currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { answerHeard, endsSession, loadDataset } from "./load-dataset"
import { refreshCredit } from "./player"

/** Today in Asia/Bangkok, read here so that it travels in the event (AMB-18). */
const today = Effect.map(Clock.currentTimeMillis, bangkokDayOfMonth)

/** GET /api/auth/game/check-in (CHECKIN-01). */
export const loadCheckIn = Effect.gen(function* () {
  const service = yield* CheckInService
  yield* loadDataset(CheckInListEvents, { today: yield* today }, service.list)
})

/** The HTTP status of the server's 'วันนี้คุณเช็คอินแล้ว'. */
const ALREADY_CHECKED_IN = 409

/**
 * Reads the list to learn an unsure check-in's outcome (the reducer matches it to today). Offline,
 * it first waits for the connection, for as long as one request may take: 'กำลังตรวจสอบรายการ…'
 * stays meanwhile, then the read fails and 'ตรวจสอบอีกครั้ง' is offered.
 */
const readOutcome = Effect.gen(function* () {
  yield* awaitState(selectOnline).pipe(Effect.timeoutOption(Duration.millis(HTTP_TIMEOUT_MS)))
  yield* loadCheckIn
  return (yield* currentState).checkIn.doneToday
})

/**
 * A check-in whose answer says nothing certain: no answer (network, timeout, 408/503), an answer
 * that did not decode, or the server saying today is done already. Its outcome is read, never
 * guessed, and it is never sent again by itself (money.md, "Lost answers").
 */
const isUnsure = (error: ApiError): boolean =>
  error._tag === "Aborted" ||
  error._tag === "NetworkError" ||
  error._tag === "Timeout" ||
  error._tag === "DecodeError" ||
  (error._tag === "ServerError" && error.status === ALREADY_CHECKED_IN)

const send = (key: string) =>
  Effect.gen(function* () {
    const service = yield* CheckInService
    const result = yield* Effect.either(service.checkIn(key))
    if (result._tag === "Right") {
      yield* answerHeard
      yield* dispatch(CheckInDone.make({ entry: result.right, today: yield* today }))
      return "checked-in" as const
    }
    // A write is never interrupted by the app (it runs as a daemon): an abort is the transport's.
    const error = result.left._tag === "Aborted" ? new NetworkError({ message: result.left.message }) : result.left
    // The session is over; the next login's list tells whether this one happened (AUTH-10).
    if (yield* endsSession(error)) return "not-checked-in" as const
    if (!isUnsure(error)) {
      yield* dispatch(CheckInFailed.make({ failure: callFailure(error) }))
      return "not-checked-in" as const
    }
    yield* dispatch(CheckInUnsure.make({ failure: callFailure(error) }))
    const done = yield* readOutcome
    if (!done) return "not-checked-in" as const
    return error._tag === "ServerError" ? ("already-checked-in" as const) : ("checked-in" as const)
  })

/** A write runs to its end (or its own timeout) even if its caller goes away (AMB-31). */
const runToTheEnd = <A, E, R>(write: Effect.Effect<A, E, R>) => Effect.flatMap(Effect.forkDaemon(write), Fiber.join)

/**
 * POST /api/auth/game/check-in (CHECKIN-05, CHECKIN-06) with an Idempotency-Key: a fresh one per
 * press, or the one of a check-in whose outcome is still unknown. Ignored while one is in flight or
 * being read, so a double tap never sends it twice; the balance refreshes after the reward.
 */
export const checkIn = Effect.gen(function* () {
  const state = yield* currentState
  if (selectCheckInSubmitting(state)) return "not-checked-in" as const
  // Offline, nothing is sent: the press is answered at once, and a pending key is kept.
  if (!selectOnline(state)) {
    yield* dispatch(CheckInOffline.make({}))
    return "not-checked-in" as const
  }
  const key = selectCheckInPendingKey(state) ?? (yield* newIdempotencyKey)
  yield* dispatch(CheckInStarted.make({ key }))
  const outcome: CheckInOutcome = yield* runToTheEnd(send(key))
  if (outcome !== "not-checked-in") yield* refreshCredit
  return outcome
})

/** 'ตรวจสอบอีกครั้ง': reads the outcome of an unsure check-in again; sends nothing. */
export const verifyCheckIn = Effect.gen(function* () {
  if (selectCheckInSubmitting(yield* currentState)) return "not-checked-in" as const
  yield* dispatch(CheckInVerifyStarted.make({}))
  const done: boolean = yield* runToTheEnd(readOutcome)
  if (done) yield* refreshCredit
  return done ? ("checked-in" as const) : ("not-checked-in" as const)
})

export const dismissCheckIn = dispatch(CheckInPopupDismissed.make({}))
