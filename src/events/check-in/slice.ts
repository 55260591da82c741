import { entryOfDay, isCheckedIn } from "../../domain/check-in"
import { ERROR_TEXT } from "../../domain/error-text"
import { failureText } from "../../domain/failure"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { CheckInState } from "./state"

const list = datasetField<CheckInState>()("list")
const { on, whilePlayer } = casesOf<CheckInState>()

/** No outcome is pending any more: the popup's verification notes go. */
const settled = { pendingKey: null, verifying: false, unverified: false, notDone: false } as const

/**
 * The list answered while a check-in's outcome was being read: today's entry there means it
 * happened (its reward is today's), none means it did not, and the key stays for a resend.
 */
const verified = (state: CheckInState, today: number): CheckInState => {
  if (!state.verifying) return state
  if (!state.doneToday) return { ...state, verifying: false, notDone: true }
  const entry = state.list._tag === "Loaded" ? entryOfDay(state.list.data, today) : undefined
  return {
    ...state,
    ...settled,
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
    submitting: false,
    error: null,
    dismissed: false,
    ...settled
  },
  cases: whilePlayer(
    // While a check-in's outcome is read, the list shown stays: the popup does not blink meanwhile.
    on("CheckInListLoading", (state) =>
      state.verifying && state.list._tag === "Loaded" ? state : list.loading(state)
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
      state.verifying ? { ...state, verifying: false, unverified: true } : list.failed(state, event)
    ),
    on("CheckInStarted", (state, { key }) => ({
      ...state,
      submitting: true,
      error: null,
      pendingKey: key ?? null,
      unverified: false,
      notDone: false
    })),
    on("CheckInDone", (state, { entry }) => ({
      ...state,
      ...settled,
      list: RemoteData.Loaded({ data: [...(state.list._tag === "Loaded" ? state.list.data : []), entry] }),
      doneToday: true,
      value: entry.value,
      tomorrowValue: entry.tomorrowValue,
      submitting: false,
      error: null
    })),
    on("CheckInFailed", (state, { failure }) => ({
      ...state,
      ...settled,
      submitting: false,
      error: failureText(failure)
    })),
    on("CheckInUnsure", (state) => ({ ...state, submitting: false, error: null, verifying: true, notDone: false })),
    on("CheckInOffline", (state) => ({ ...state, error: ERROR_TEXT.NetworkError })),
    on("CheckInVerifyStarted", (state) => ({ ...state, verifying: true, unverified: false, error: null })),
    on("CheckInPopupDismissed", (state) => ({ ...state, dismissed: true })),
    on("CheckInPopupRemembered", (state, { seenToday }) => ({ ...state, dismissed: seenToday }))
  )
})
