import { Effect } from "effect"
import { isMaintenance } from "../../domain/settings"
import { MAINTENANCE_RECHECK_MS } from "../../domain/constants"
import { OperationEvents } from "../../events/site/events"
import { selectMaintenance } from "../../events/site/selectors"
import { SettingsService } from "../../services/site/settings-service"
import { currentState, dispatch } from "./dispatch"

// The maintenance page asks again whether the site has reopened (#15): on its own every
// MAINTENANCE_RECHECK_MS and on 'ลองใหม่'. It loads on the maintenance page only (lazy:
// maintenance-lazy.ts): no other page needs it.

/**
 * Reads the operation setting once more. Only a changed status is appended (a page left open for
 * hours adds nothing to the log), and no Loading event goes first: the page stays as it is while
 * asking. A failed read changes nothing: the site stays closed and the page says nothing alarming.
 * Succeeds with whether the site is still closed.
 */
export const recheckOperation = Effect.gen(function* () {
  const settings = yield* SettingsService
  const answer = yield* Effect.option(settings.operation)
  const closed = selectMaintenance(yield* currentState)
  if (answer._tag === "None") return closed
  const closedNow = isMaintenance(answer.value)
  if (closedNow !== closed) yield* dispatch(OperationEvents.make.loaded({}, answer.value))
  return closedNow
})

/** Rechecks every MAINTENANCE_RECHECK_MS while the page is shown: leaving it interrupts the loop. */
export const watchOperation = Effect.forever(Effect.zipRight(Effect.sleep(MAINTENANCE_RECHECK_MS), recheckOperation))
