import { failureText } from "../../domain/failure"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { UserState } from "./state"

const profile = datasetField<UserState>()("profile")
const setting = datasetField<UserState>()("setting")
const credit = datasetField<UserState>()("credit")
const { on, whilePlayer } = casesOf<UserState>()
const moneyMovedOnServer = (state: UserState): UserState => ({ ...state, serverMoneyMoves: state.serverMoneyMoves + 1 })

export const userSlice = defineSlice<UserState>({
  initial: {
    profile: RemoteData.Idle(),
    setting: RemoteData.Idle(),
    credit: RemoteData.Idle(),
    latestCreditRequest: null,
    creditRefreshing: false,
    creditRefreshError: null,
    serverMoneyMoves: 0
  },
  cases: whilePlayer(
    on("BalanceChangedOnServer", moneyMovedOnServer),
    // A move the socket missed while it was away counts too: the money screens read their lists again.
    on("SocketReconnected", moneyMovedOnServer),
    on("ProfileLoading", profile.loading),
    on("ProfileLoaded", profile.loaded),
    on("ProfileFailed", profile.failed),
    on("UserSettingLoading", setting.loading),
    on("UserSettingLoaded", setting.loaded),
    on("UserSettingFailed", setting.failed),
    // Keep showing the last balance while a refresh is in flight, marked as refreshing (#9).
    on("CreditLoading", (state, { requestId }) => ({
      ...state,
      credit: state.credit._tag === "Loaded" ? state.credit : RemoteData.Loading(),
      latestCreditRequest: requestId,
      creditRefreshing: state.credit._tag === "Loaded",
      creditRefreshError: null
    })),
    // Latest wins: an answer to an older request changes nothing (STORE-09).
    on("CreditLoaded", (state, event) =>
      event.requestId === state.latestCreditRequest
        ? { ...credit.loaded(state, event), creditRefreshing: false, creditRefreshError: null }
        : state
    ),
    // A failed refresh never takes a shown balance away: it stays, marked as maybe out of date (#9).
    on("CreditFailed", (state, event) => {
      if (event.requestId !== state.latestCreditRequest) return state
      if (state.credit._tag !== "Loaded") return credit.failed(state, event)
      return { ...state, creditRefreshing: false, creditRefreshError: failureText(event.failure) }
    })
  ),
  trackFields: true
})
