import { Clock, Effect } from "effect"
import { bangkokDayKey, bangkokDayOfMonth } from "../../domain/bangkok-date"
import type { ApiError } from "../../domain/errors"
import type { CheckInOutcome } from "../../domain/check-in"
import type { CheckInEntry } from "../../domain/check-in-schema"
import {
  CheckInDone,
  CheckInListEvents,
  CheckInPopupDismissed,
  CheckInPopupRemembered,
  CheckInWrite
} from "../../events/check-in/events"
import { selectUsername } from "../../events/session/selectors"
import { CheckInSeenStore } from "../../services/check-in/check-in-seen-store"
import { CheckInService } from "../../services/check-in/check-in-service"
import { currentState, dispatch, loadDataset } from "./dispatch"
import type { NoFacts, WriteStatus } from "../../events/once-only-write"
import { onceOnlyWrite, pressWrite, verifyWrite, type WriteOutcome } from "./once-only-write"
import { refreshCredit } from "./player"

/** Today in Asia/Bangkok, read here so that it travels in the event (AMB-18). */
const today = Effect.map(Clock.currentTimeMillis, bangkokDayOfMonth)

/** GET /api/auth/game/check-in (CHECKIN-01). */
const loadList = Effect.gen(function* () {
  const service = yield* CheckInService
  return yield* loadDataset(CheckInListEvents, { today: yield* today }, service.list)
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

/**
 * Reads the list to learn an unsure check-in's outcome (the reducer matches it to today's entry,
 * which carries the reward).
 */
const readOutcome = Effect.gen(function* () {
  if (!(yield* loadList)) return "unreadable" as const
  return (yield* currentState).checkIn.doneToday ? ("done" as const) : ("not-done" as const)
})

/**
 * Besides a lost answer, the server saying today is done already says nothing certain about this
 * press (another tab's may have done it): the outcome is read, never guessed (money.md).
 */
const isAlreadyDone = (error: ApiError): boolean => error._tag === "ServerError" && error.status === ALREADY_CHECKED_IN

/**
 * POST /api/auth/game/check-in (CHECKIN-05, CHECKIN-06), a once-only write: a fresh key per press,
 * or the one of a check-in whose outcome is still unknown; ignored while one is in flight or being
 * read, so a double tap never sends it twice.
 */
const checkInWrite = onceOnlyWrite({
  events: CheckInWrite,
  status: (state): WriteStatus<NoFacts> => state.checkIn,
  press: (): NoFacts => ({}),
  send: (key) => Effect.flatMap(CheckInService, (service) => service.checkIn(key)),
  alsoUnsure: isAlreadyDone,
  done: (entry: CheckInEntry) => Effect.flatMap(today, (day) => dispatch(CheckInDone.make({ entry, today: day }))),
  readBack: () => readOutcome
})

/** What a press or a verification came to, for the popup's toast (a 409 read back as done: 'already'). */
const outcomeOf = (outcome: WriteOutcome<CheckInEntry>): CheckInOutcome => {
  switch (outcome._tag) {
    case "Done":
      return "checked-in"
    case "ReadDone":
      return outcome.failure?.status === ALREADY_CHECKED_IN ? "already-checked-in" : "checked-in"
    case "Refused":
    case "NotDone":
    case "Unknown":
    case "NotSent":
    case "SessionEnded":
      return "not-checked-in"
  }
}

/** After a check-in the balance refreshes with its reward, and the popup stays closed today. */
const afterwards = (outcome: CheckInOutcome) =>
  outcome === "not-checked-in" ? Effect.void : Effect.zipRight(rememberSeen, refreshCredit)

/** 'เช็คอิน' (CHECKIN-05). */
export const checkIn = Effect.gen(function* () {
  const outcome = outcomeOf(yield* pressWrite(checkInWrite))
  yield* afterwards(outcome)
  return outcome
})

/** 'ตรวจสอบอีกครั้ง': reads the outcome of an unsure check-in again; sends nothing. */
export const verifyCheckIn = Effect.gen(function* () {
  const outcome = outcomeOf(yield* verifyWrite(checkInWrite))
  if (outcome !== "not-checked-in") yield* refreshCredit
  return outcome
})

/** Closes the popup for the rest of the Bangkok day on this device (#15). */
export const dismissCheckIn = Effect.zipRight(dispatch(CheckInPopupDismissed.make({})), rememberSeen)
