import { Clock, Effect } from "effect"
import { bangkokDayKey, bangkokDayOfMonth } from "../../domain/bangkok-date"
import type { ApiError } from "../../domain/errors"
import type { CheckInOutcome } from "../../domain/check-in"
import {
  CheckInDone,
  CheckInFailed,
  CheckInListEvents,
  CheckInOffline,
  CheckInPopupDismissed,
  CheckInPopupRemembered,
  CheckInStarted,
  CheckInUnsure,
  CheckInVerifyStarted
} from "../../events/check-in/events"
import { selectCheckInPendingKey, selectCheckInSubmitting } from "../../events/check-in/selectors"
import { selectUsername } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import { CheckInSeenStore } from "../../services/check-in/check-in-seen-store"
import { CheckInService } from "../../services/check-in/check-in-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
import { refreshCredit } from "./player"

/** Today in Asia/Bangkok, read here so that it travels in the event (AMB-18). */
const today = Effect.map(Clock.currentTimeMillis, bangkokDayOfMonth)

/** GET /api/auth/game/check-in (CHECKIN-01). */
const loadList = Effect.gen(function* () {
  const service = yield* CheckInService
  yield* loadDataset(CheckInListEvents, { today: yield* today }, service.list)
})

/** Today's Bangkok day as the popup's memory keys it (#15). */
const todayKey = Effect.map(Clock.currentTimeMillis, bangkokDayKey)

/**
 * Whether this player closed or did the popup today on this device, told to the state before the
 * list loads, so the popup never opens for a moment first (#15). Said only when it changes.
 */
const restoreSeen = Effect.gen(function* () {
  const state = yield* currentState
  const username = selectUsername(state)
  if (username === null) return
  const seenToday = (yield* Effect.flatMap(CheckInSeenStore, (store) => store.lastSeen(username))) === (yield* todayKey)
  if (seenToday !== state.checkIn.dismissed) yield* dispatch(CheckInPopupRemembered.make({ seenToday }))
})

/** Remembers that this player closed or did the popup today (#15). */
const rememberSeen = Effect.gen(function* () {
  const username = selectUsername(yield* currentState)
  if (username === null) return
  const day = yield* todayKey
  yield* Effect.flatMap(CheckInSeenStore, (store) => store.remember(username, day))
})

/** The player area's entry: the popup's memory, then the list (CHECKIN-01, CHECKIN-02, #15). */
export const loadCheckIn = Effect.zipRight(restoreSeen, loadList)

/** The HTTP status of the server's 'วันนี้คุณเช็คอินแล้ว'. */
const ALREADY_CHECKED_IN = 409

/** Reads the list to learn an unsure check-in's outcome (the reducer matches it to today). */
const readOutcome = readBackWhenOnline(
  Effect.gen(function* () {
    yield* loadList
    return (yield* currentState).checkIn.doneToday
  })
)

/**
 * Besides a lost answer, the server saying today is done already says nothing certain about this
 * press (another tab's may have done it): the outcome is read, never guessed (money.md).
 */
const isAlreadyDone = (error: ApiError): boolean => error._tag === "ServerError" && error.status === ALREADY_CHECKED_IN

const send = (key: string) =>
  Effect.gen(function* () {
    const service = yield* CheckInService
    const answer = yield* sendWrite(service.checkIn(key), {
      refused: (failure) => CheckInFailed.make({ failure }),
      unsure: (failure) => CheckInUnsure.make({ failure }),
      alsoUnsure: isAlreadyDone
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(CheckInDone.make({ entry: answer.value, today: yield* today }))
        return "checked-in" as const
      case "Refused":
      case "SessionEnded":
        return "not-checked-in" as const
      case "Unsure": {
        if (!(yield* readOutcome)) return "not-checked-in" as const
        return answer.failure.status === ALREADY_CHECKED_IN ? ("already-checked-in" as const) : ("checked-in" as const)
      }
    }
  })

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
  if (outcome !== "not-checked-in") yield* Effect.zipRight(rememberSeen, refreshCredit)
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

/** Closes the popup for the rest of the Bangkok day on this device (#15). */
export const dismissCheckIn = Effect.zipRight(dispatch(CheckInPopupDismissed.make({})), rememberSeen)
