import { isCheckedIn } from "../../domain/check-in"
import { failureText } from "../../domain/failure"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { CheckInState } from "./state"

const list = datasetField<CheckInState>()("list")
const { on, whilePlayer } = casesOf<CheckInState>()

export const checkInSlice = defineSlice<CheckInState>({
  initial: {
    list: RemoteData.Idle(),
    doneToday: false,
    value: null,
    tomorrowValue: null,
    submitting: false,
    error: null,
    dismissed: false
  },
  cases: whilePlayer(
    on("CheckInListLoading", list.loading),
    on("CheckInListLoaded", (state, event) => ({
      ...list.loaded(state, event),
      doneToday: isCheckedIn(event.data, event.today),
      dismissed: false
    })),
    on("CheckInListFailed", list.failed),
    on("CheckInStarted", (state) => ({ ...state, submitting: true, error: null })),
    on("CheckInDone", (state, { entry }) => ({
      ...state,
      list: RemoteData.Loaded({ data: [...(state.list._tag === "Loaded" ? state.list.data : []), entry] }),
      doneToday: true,
      value: entry.value,
      tomorrowValue: entry.tomorrowValue,
      submitting: false,
      error: null
    })),
    on("CheckInFailed", (state, { failure }) => ({ ...state, submitting: false, error: failureText(failure) })),
    on("CheckInPopupDismissed", (state) => ({ ...state, dismissed: true }))
  )
})
