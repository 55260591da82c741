import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { UserState } from "./state"

const profile = datasetField<UserState>()("profile")
const setting = datasetField<UserState>()("setting")
const credit = datasetField<UserState>()("credit")
const { on, whilePlayer } = casesOf<UserState>()

export const userSlice = defineSlice<UserState>({
  initial: {
    profile: RemoteData.Idle(),
    setting: RemoteData.Idle(),
    credit: RemoteData.Idle(),
    latestCreditRequest: null
  },
  cases: whilePlayer(
    on("ProfileLoading", profile.loading),
    on("ProfileLoaded", profile.loaded),
    on("ProfileFailed", profile.failed),
    on("UserSettingLoading", setting.loading),
    on("UserSettingLoaded", setting.loaded),
    on("UserSettingFailed", setting.failed),
    // Keep showing the last balance while a refresh is in flight.
    on("CreditLoading", (state, { requestId }) => ({
      ...state,
      credit: state.credit._tag === "Loaded" ? state.credit : RemoteData.Loading(),
      latestCreditRequest: requestId
    })),
    // Latest wins: an answer to an older request changes nothing (STORE-09).
    on("CreditLoaded", (state, event) =>
      event.requestId === state.latestCreditRequest ? credit.loaded(state, event) : state
    ),
    on("CreditFailed", (state, event) =>
      event.requestId === state.latestCreditRequest ? credit.failed(state, event) : state
    )
  ),
  trackFields: true
})
