import { lazy, Suspense, useSyncExternalStore } from "react"
import { formatBaht } from "../../domain/money"
import { dataOf } from "../../events/remote-data"
import {
  selectCheckIn,
  selectCheckInPopupOpen,
  selectCheckInReward,
  selectTomorrowReward
} from "../../events/check-in/selectors"
import type { CheckInOutcome } from "../../domain/check-in"
import {
  type PickCommand,
  useCommand,
  useScreenCommand,
  useAppContext,
  useAppSelector
} from "../../runtime/react/app-context"
import { pressStateOf } from "../../events/once-only-write"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { notify } from "../notify"
import { welcomeHold } from "../welcome-hold"
import { checkInTexts } from "../../ui/check-in/texts"

/**
 * The popup's code arrives when it first opens (#29): most of a day's entries find today done or
 * closed, and no player screen's first paint needs it. The list's own load comes first anyway.
 */
const CheckInPopup = lazy(() =>
  import("../../ui/check-in/check-in-popup").then((module) => ({ default: module.CheckInPopup }))
)

const loadCheckIn: PickCommand<void> = (commands) => commands.loadCheckIn
const checkIn: PickCommand<CheckInOutcome> = (commands) => commands.checkIn
const verifyCheckIn: PickCommand<CheckInOutcome> = (commands) => commands.verifyCheckIn
const dismissCheckIn: PickCommand<void> = (commands) => commands.dismissCheckIn

/**
 * The daily check-in popup of the logged-in area (CHECKIN-01..CHECKIN-06, OPEN-61): it loads the
 * list on entry and opens only once the list shows no entry for today, and not over a new player's
 * welcome: it waits until that toast has gone (#29). A check-in whose answer was lost is read back
 * from the list before anything is said (money.md).
 */
export const CheckInHost = () => {
  useScreenCommand(loadCheckIn)
  const run = useCommand()
  const due = useAppSelector(selectCheckInPopupOpen)
  const waiting = useSyncExternalStore(welcomeHold.subscribe, welcomeHold.held, () => false)
  const open = due && !waiting
  const state = useAppSelector(selectCheckIn)
  const days = dataOf(state.list)?.length ?? 0

  const { store } = useAppContext()

  const announce = (outcome: CheckInOutcome) => {
    if (outcome === "already-checked-in") {
      notify.info(checkInTexts.alreadyCheckedIn)
      return
    }
    // The outcome is in the store once the command settles: read it there, not from a render.
    const value = selectCheckInReward(store.getState())
    const tomorrowValue = selectTomorrowReward(store.getState())
    if (outcome === "checked-in" && value !== null && tomorrowValue !== null) {
      notify.success(checkInTexts.reward(formatBaht(value), formatBaht(tomorrowValue)))
    }
  }
  if (state.list._tag === "Failed") {
    return (
      <LoadFailedNotice
        floating
        message={checkInTexts.listFailed}
        detail={state.list.message}
        onRetry={() => void run(loadCheckIn)}
      />
    )
  }
  return (
    <>
      {/* Whether the popup opens is decided once the list has loaded (and today's memory, #15):
          said here so that a test closes it only when it opened, without waiting on a guess;
          "waiting" while it is due but a welcome toast is on screen (#29). */}
      {state.list._tag === "Loaded" ? (
        <span hidden data-check-in-popup={open ? "open" : due ? "waiting" : "closed"} />
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CheckInPopup
            open
            status={pressStateOf(state.phase)}
            error={state.phase === "not-done" ? checkInTexts.notDone : state.error}
            daysCheckedIn={days}
            onCheckIn={() => void run(checkIn).then(announce)}
            onVerify={() => void run(verifyCheckIn).then(announce)}
            onClose={() => void run(dismissCheckIn)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
