import { formatBaht } from "../../domain/money"
import { dataOf } from "../../events/remote-data"
import {
  selectCheckIn,
  selectCheckInPopupOpen,
  selectCheckInReward,
  selectTomorrowReward
} from "../../events/check-in/selectors"
import type { PickCommand } from "../../runtime/react/command-runner"
import { useCommand, useScreenCommand } from "../../runtime/react/use-command"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { useAppContext } from "../../runtime/react/app-context"
import { CheckInPopup } from "../../ui/check-in/check-in-popup"
import { notify } from "../notify"
import { checkInTexts } from "../../ui/check-in/texts"

const loadCheckIn: PickCommand<void> = (commands) => commands.loadCheckIn
const checkIn: PickCommand<boolean> = (commands) => commands.checkIn
const dismissCheckIn: PickCommand<void> = (commands) => commands.dismissCheckIn

/**
 * The daily check-in popup of the logged-in area (CHECKIN-01..CHECKIN-06, OPEN-61): it loads the
 * list on entry and opens only once the list shows no entry for today.
 */
export const CheckInHost = () => {
  useScreenCommand(loadCheckIn)
  const run = useCommand()
  const open = useAppSelector(selectCheckInPopupOpen)
  const state = useAppSelector(selectCheckIn)
  const days = dataOf(state.list)?.length ?? 0

  const { store } = useAppContext()

  const submit = () => {
    void run(checkIn).then((done) => {
      // The outcome is in the store once the command settles: read it there, not from a render.
      const state = store.getState()
      const value = selectCheckInReward(state)
      const tomorrowValue = selectTomorrowReward(state)
      if (done && value !== null && tomorrowValue !== null) {
        notify.success(checkInTexts.reward(formatBaht(value), formatBaht(tomorrowValue)))
      }
    })
  }
  return (
    <CheckInPopup
      open={open}
      submitting={state.submitting}
      error={state.error}
      daysCheckedIn={days}
      onCheckIn={submit}
      onClose={() => void run(dismissCheckIn)}
    />
  )
}
