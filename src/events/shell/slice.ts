import { isLoggedIn } from "../../domain/user"
import { casesOf, defineSlice } from "../slice"
import type { ShellState } from "./state"

const initial: ShellState = { snapshot: null, awaitingSession: false }
const forget = (): ShellState => initial
const { on } = casesOf<ShellState>()

export const shellSlice = defineSlice<ShellState>({
  initial,
  cases: [
    on("ShellSnapshotRestored", (_, { snapshot }) => ({ snapshot, awaitingSession: true })),
    // The stored session is the same player's: the snapshot stays until fresh data replace it, part
    // by part. Another player's, or none at all: it is forgotten at once.
    on("GetCurrentUser", (state, { user }) =>
      state.snapshot !== null && isLoggedIn(user) && user.user_pass.username === state.snapshot.username
        ? { ...state, awaitingSession: false }
        : initial
    ),
    on("NoCurrentUser", forget),
    on("LoginSuccess", forget),
    on("LoginOnHomePageSuccess", forget)
  ]
})
