import { toConfigurationMap } from "../domain/configuration"
import { isCheckedIn } from "../domain/check-in"
import { isLoggedIn, type CurrentUser } from "../domain/user"
import type { AppEvent } from "./app-event"
import { RemoteData } from "./remote-data"
import { initialState, type AppState } from "./state"

const signedIn = (state: AppState, user: CurrentUser): AppState => ({
  ...state,
  auth: { session: { _tag: "Authenticated", currentUser: user }, loading: false, error: null }
})

const loginFailed = (state: AppState, message: string): AppState => ({
  ...state,
  auth: { ...state.auth, loading: false, error: message }
})

const PLAYER_DATA_EVENTS: ReadonlySet<AppEvent["_tag"]> = new Set<AppEvent["_tag"]>([
  "ProfileLoading",
  "ProfileLoaded",
  "ProfileFailed",
  "UserSettingLoading",
  "UserSettingLoaded",
  "UserSettingFailed",
  "CreditRequested",
  "CreditLoaded",
  "CreditFailed",
  "CheckInListLoading",
  "CheckInListLoaded",
  "CheckInListFailed",
  "CheckInStarted",
  "CheckInDone",
  "CheckInFailed",
  "CheckInPopupDismissed"
])

/**
 * The one reducer: pure and total. It reads no clock, random source or storage; whatever depends
 * on time travels inside the event (DESIGN-08).
 */
export const reduce = (state: AppState, event: AppEvent): AppState => {
  // A player's data only lands in a live session: an answer that arrives after Logout or
  // SessionTimeout must not refill the state that was just reset.
  if (PLAYER_DATA_EVENTS.has(event._tag) && state.auth.session._tag !== "Authenticated") return state
  switch (event._tag) {
    case "GetCurrentUser":
      // A restored user without profile.uuid counts as a guest (AUTH-02, AMB-34).
      return isLoggedIn(event.user)
        ? signedIn(state, event.user)
        : { ...state, auth: { ...state.auth, session: { _tag: "Anonymous" } } }
    case "LoginSuccess":
    case "LoginOnHomePageSuccess":
      return signedIn(state, event.user)
    case "NoCurrentUser":
      return { ...state, auth: { ...state.auth, session: { _tag: "Anonymous" } } }
    case "LoginStarted":
      return { ...state, auth: { ...state.auth, loading: true, error: null } }
    case "LoginFail":
    case "LoginOnHomePageFail":
      return loginFailed(state, event.message)
    case "SessionTimeout":
      // Only a live session can expire; the rest of the state goes back to its initial value.
      return state.auth.session._tag === "Authenticated"
        ? { ...initialState, auth: { ...initialState.auth, session: { _tag: "Expired" } } }
        : state
    case "Logout":
      return initialState

    case "OperationLoading":
      return { ...state, global: { ...state.global, operation: RemoteData.Loading() } }
    case "OperationLoaded":
      return { ...state, global: { ...state.global, operation: RemoteData.Loaded({ data: event.operation }) } }
    case "OperationFailed":
      return { ...state, global: { ...state.global, operation: RemoteData.Failed({ message: event.message }) } }
    case "SettingsLoading":
      return { ...state, global: { ...state.global, settings: RemoteData.Loading() } }
    case "SettingsLoaded":
      return { ...state, global: { ...state.global, settings: RemoteData.Loaded({ data: event.setting }) } }
    case "SettingsFailed":
      return { ...state, global: { ...state.global, settings: RemoteData.Failed({ message: event.message }) } }
    case "ApiFailed":
      return { ...state, global: { ...state.global, errorMessage: event.message } }
    case "NetworkUnstable":
      return { ...state, global: { ...state.global, networkUnstable: true } }
    case "NetworkRecovered":
      return state.global.networkUnstable ? { ...state, global: { ...state.global, networkUnstable: false } } : state
    case "ConnectivityChanged":
      return { ...state, global: { ...state.global, online: event.online } }
    case "OnlineCountReceived":
      return { ...state, global: { ...state.global, onlineCount: event.count } }

    case "ProfileLoading":
      return { ...state, user: { ...state.user, profile: RemoteData.Loading() } }
    case "ProfileLoaded":
      return { ...state, user: { ...state.user, profile: RemoteData.Loaded({ data: event.profile }) } }
    case "ProfileFailed":
      return { ...state, user: { ...state.user, profile: RemoteData.Failed({ message: event.message }) } }
    case "UserSettingLoading":
      return { ...state, user: { ...state.user, setting: RemoteData.Loading() } }
    case "UserSettingLoaded":
      return { ...state, user: { ...state.user, setting: RemoteData.Loaded({ data: event.setting }) } }
    case "UserSettingFailed":
      return { ...state, user: { ...state.user, setting: RemoteData.Failed({ message: event.message }) } }
    case "CreditRequested": {
      // Keep showing the last balance while a refresh is in flight.
      const credit = state.user.credit._tag === "Loaded" ? state.user.credit : RemoteData.Loading()
      return { ...state, user: { ...state.user, credit, latestCreditRequest: event.requestId } }
    }
    case "CreditLoaded":
      if (event.requestId !== state.user.latestCreditRequest) return state
      return { ...state, user: { ...state.user, credit: RemoteData.Loaded({ data: event.credit }) } }
    case "CreditFailed":
      if (event.requestId !== state.user.latestCreditRequest) return state
      return { ...state, user: { ...state.user, credit: RemoteData.Failed({ message: event.message }) } }

    case "ConfigurationLoading":
      return { ...state, configuration: { items: RemoteData.Loading() } }
    case "ConfigurationLoaded":
      return { ...state, configuration: { items: RemoteData.Loaded({ data: toConfigurationMap(event.items) }) } }
    case "ConfigurationFailed":
      return { ...state, configuration: { items: RemoteData.Failed({ message: event.message }) } }
    case "GameCategoryChosen":
      return { ...state, game: { ...state.game, gameCategory: event.category } }

    case "CheckInListLoading":
      return { ...state, checkIn: { ...state.checkIn, list: RemoteData.Loading() } }
    case "CheckInListLoaded":
      return {
        ...state,
        checkIn: {
          ...state.checkIn,
          list: RemoteData.Loaded({ data: event.entries }),
          doneToday: isCheckedIn(event.entries, event.today),
          dismissed: false
        }
      }
    case "CheckInListFailed":
      return { ...state, checkIn: { ...state.checkIn, list: RemoteData.Failed({ message: event.message }) } }
    case "CheckInStarted":
      return { ...state, checkIn: { ...state.checkIn, submitting: true, error: null } }
    case "CheckInDone": {
      const entries = state.checkIn.list._tag === "Loaded" ? state.checkIn.list.data : []
      return {
        ...state,
        checkIn: {
          ...state.checkIn,
          list: RemoteData.Loaded({ data: [...entries, event.entry] }),
          doneToday: true,
          value: event.entry.value,
          tomorrowValue: event.entry.tomorrowValue,
          submitting: false,
          error: null
        }
      }
    }
    case "CheckInFailed":
      return { ...state, checkIn: { ...state.checkIn, submitting: false, error: event.message } }
    case "CheckInPopupDismissed":
      return { ...state, checkIn: { ...state.checkIn, dismissed: true } }
  }
}

/** Replays a log from a state (the initial one by default). */
export const replay = (events: Iterable<AppEvent>, from: AppState = initialState): AppState => {
  let state = from
  for (const event of events) state = reduce(state, event)
  return state
}
