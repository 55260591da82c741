import { failureText, type CallFailure } from "../../domain/failure"
import { isLoggedIn, userUuid, type CurrentUser } from "../../domain/user"
import { casesOf, defineSlice } from "../slice"
import type { AuthState, Session } from "./state"

const ANONYMOUS: Session = { _tag: "Anonymous" }
const EXPIRED: Session = { _tag: "Expired" }

const initial: AuthState = { session: ANONYMOUS, loading: false, error: null, lockedUntil: null }

const signedIn = (currentUser: CurrentUser): AuthState => ({
  session: { _tag: "Authenticated", currentUser },
  loading: false,
  error: null,
  lockedUntil: null
})

const loginFailed = (
  state: AuthState,
  event: { readonly failure: CallFailure; readonly retryAt?: number | undefined }
): AuthState => ({
  ...state,
  loading: false,
  error: failureText(event.failure),
  lockedUntil: event.retryAt ?? null
})

const { on, whilePlayer } = casesOf<AuthState>()

const refreshedUser = (state: AuthState, { data }: { readonly data: CurrentUser }): AuthState => {
  if (state.session._tag !== "Authenticated") return state
  const current = state.session.currentUser
  if (data.user_pass.username !== current.user_pass.username) return state
  const currentUser: CurrentUser = userUuid(data) === null ? { ...data, profile: current.profile } : data
  return { ...state, session: { _tag: "Authenticated", currentUser } }
}

export const authSlice = defineSlice<AuthState>({
  initial,
  cases: [
    // A restored user without profile.uuid counts as a guest (AUTH-02, AMB-34).
    on("GetCurrentUser", (state, { user }) => (isLoggedIn(user) ? signedIn(user) : { ...state, session: ANONYMOUS })),
    on("NoCurrentUser", (state) => ({ ...state, session: ANONYMOUS })),
    on("LoginStarted", (state) => ({ ...state, loading: true, error: null, lockedUntil: null })),
    on("LoginSuccess", (_, { user }) => signedIn(user)),
    on("LoginOnHomePageSuccess", (_, { user }) => signedIn(user)),
    on("LoginFail", loginFailed),
    on("LoginOnHomePageFail", loginFailed),
    // The profile screen read the user record again (API-17, AMB-29): the session keeps the fresh one,
    // with its own profile uuid when the record carries none, and only for the same player.
    ...whilePlayer(on("UserRecordLoaded", refreshedUser)),
    // Only a live session can expire; every other slice goes back to its initial value with it.
    ...whilePlayer(on("SessionTimeout", () => ({ ...initial, session: EXPIRED })))
  ]
})
