import { failureText, raisesNetworkFlag } from "../../domain/failure"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { GlobalState } from "./state"

const operation = datasetField<GlobalState>()("operation")
const settings = datasetField<GlobalState>()("settings")
const { on } = casesOf<GlobalState>()

export const globalSlice = defineSlice<GlobalState>({
  initial: {
    operation: RemoteData.Idle(),
    settings: RemoteData.Idle(),
    errorMessage: null,
    networkUnstable: false,
    online: true,
    onlineCount: null
  },
  cases: [
    on("OperationLoading", operation.loading),
    on("OperationLoaded", operation.loaded),
    on("OperationFailed", operation.failed),
    on("SettingsLoading", settings.loading),
    on("SettingsLoaded", settings.loaded),
    on("SettingsFailed", settings.failed),
    on("NetworkRecovered", (state) => (state.networkUnstable ? { ...state, networkUnstable: false } : state)),
    // Back online, the trouble that raised the flag is presumed over; the next failure raises it again.
    on("ConnectivityChanged", (state, { online }) => ({
      ...state,
      online,
      networkUnstable: online ? false : state.networkUnstable
    })),
    on("OnlineCountReceived", (state, { count }) => ({ ...state, onlineCount: count }))
  ],
  // Every failed call's message becomes the last error (ERR-01); a timeout, 408 or 503 raises the
  // network flag (ERR-07..ERR-09). Derived here from the failure's one event.
  onFailure: (state, failure) => ({
    ...state,
    errorMessage: failureText(failure),
    networkUnstable: state.networkUnstable || raisesNetworkFlag(failure)
  }),
  trackFields: true
})
