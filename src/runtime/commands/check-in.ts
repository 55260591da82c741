import { Clock, Effect, Fiber } from "effect"
import { bangkokDayOfMonth } from "../../domain/bangkok-date"
import {
  CheckInDone,
  CheckInFailed,
  CheckInListEvents,
  CheckInPopupDismissed,
  CheckInStarted
} from "../../events/check-in/events"
import { selectCheckInSubmitting } from "../../events/check-in/selectors"
import { CheckInService } from "../../services/check-in/check-in-service"
import { currentState, dispatch } from "./dispatch"
import { loadDataset, settle } from "./load-dataset"
import { refreshCredit } from "./player"

/** Today in Asia/Bangkok, read here so that it travels in the event (AMB-18). */
const today = Effect.map(Clock.currentTimeMillis, bangkokDayOfMonth)

/** GET /api/auth/game/check-in (CHECKIN-01). */
export const loadCheckIn = Effect.gen(function* () {
  const service = yield* CheckInService
  yield* loadDataset(CheckInListEvents, { today: yield* today }, service.list)
})

/**
 * POST /api/auth/game/check-in (CHECKIN-05, CHECKIN-06). Ignored while one is in flight, so a double
 * tap never sends it twice; the balance refreshes after the reward.
 */
export const checkIn = Effect.gen(function* () {
  if (selectCheckInSubmitting(yield* currentState)) return false
  const service = yield* CheckInService
  yield* dispatch(CheckInStarted.make({}))
  const write = settle(
    service.checkIn,
    (entry) => Effect.flatMap(today, (day) => dispatch(CheckInDone.make({ entry, today: day }))),
    (failure) => CheckInFailed.make({ failure })
  )
  // A write runs to its end (or its own timeout) even if its caller goes away, so it always
  // settles (AMB-31): it runs in a fiber of its own that the caller only awaits.
  const done = yield* Fiber.join(yield* Effect.forkDaemon(write))
  if (done) yield* refreshCredit
  return done
})

export const dismissCheckIn = dispatch(CheckInPopupDismissed.make({}))
