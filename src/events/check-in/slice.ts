import { entryOfDay, isCheckedIn } from "../../domain/check-in"
import { datasetField } from "../dataset"
import { settle, wholeSlice, writeCases, SETTLED, type NoFacts } from "../once-only-write"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { CheckInState } from "./state"

const list = datasetField<CheckInState>()("list")
const { on, whilePlayer } = casesOf<CheckInState>()

/**
 * The list answered while a check-in's outcome was being read: today's entry there means it
 * happened (its reward is today's), none means it did not, and the key stays for a resend.
 */
const verified = (state: CheckInState, today: number): CheckInState => {
  if (state.phase !== "verifying") return state
  if (!state.doneToday) return { ...state, phase: "not-done" }
  const entry = state.list._tag === "Loaded" ? entryOfDay(state.list.data, today) : undefined
  return {
    ...settle(state),
    value: entry?.value ?? state.value,
    tomorrowValue: entry?.tomorrowValue ?? state.tomorrowValue
  }
}

export const checkInSlice = defineSlice<CheckInState>({
  initial: {
    list: RemoteData.Idle(),
    doneToday: false,
    value: null,
    tomorrowValue: null,
    dismissed: false,
    ...SETTLED
  },
  cases: whilePlayer(
    // While a check-in's outcome is read, the list shown stays: the popup does not blink meanwhile.
    on("CheckInListLoading", (state) =>
      state.phase === "verifying" && state.list._tag === "Loaded" ? state : list.loading(state)
    ),
    on("CheckInListLoaded", (state, event) =>
      verified(
        {
          ...list.loaded(state, event),
          // Closed today stays closed: the entry's CheckInPopupRemembered decides it (#15).
          doneToday: isCheckedIn(event.data, event.today)
        },
        event.today
      )
    ),
    on("CheckInListFailed", (state, event) =>
      state.phase === "verifying" ? { ...state, phase: "unverified" } : list.failed(state, event)
    ),
    ...writeCases({ name: "CheckIn", lens: wholeSlice<CheckInState, NoFacts>(), press: (): NoFacts => ({}) }),
    on("CheckInDone", (state, { entry }) => ({
      ...settle(state),
      list: RemoteData.Loaded({ data: [...(state.list._tag === "Loaded" ? state.list.data : []), entry] }),
      doneToday: true,
      value: entry.value,
      tomorrowValue: entry.tomorrowValue
    })),
    on("CheckInPopupDismissed", (state) => ({ ...state, dismissed: true })),
    on("CheckInPopupRemembered", (state, { seenToday }) => ({ ...state, dismissed: seenToday }))
  )
})
