import { ERROR_TEXT } from "../../domain/error-text"
import { failureText } from "../../domain/failure"
import type { WithdrawRequest } from "../../domain/withdraw"
import { casesOf, defineSlice } from "../slice"
import type { WithdrawState, WithdrawWrite } from "./state"

const { on, whilePlayer } = casesOf<WithdrawState>()

const idleWrite: WithdrawWrite = {
  submitting: false,
  pendingKey: null,
  pendingAmount: null,
  retry: null,
  verifying: false,
  unverified: false,
  notDone: false,
  error: null
}

/** The spec's initial members (ENT-16, STORE-06), and the area's own beside them. */
const initial: WithdrawState = {
  request: {},
  requestList: [],
  history: [],
  public: {},
  lists: { _tag: "Idle" },
  publicFailed: null,
  write: idleWrite
}

const withWrite = (state: WithdrawState, write: Partial<WithdrawWrite>): WithdrawState => ({
  ...state,
  write: { ...state.write, ...write }
})

/** A request the server answered with, put in the open list in place of its older self. */
const withOpen = (state: WithdrawState, request: WithdrawRequest): WithdrawState => ({
  ...state,
  request,
  requestList: [request, ...state.requestList.filter((item) => item.id !== request.id)]
})

export const withdrawSlice = defineSlice<WithdrawState>({
  initial,
  cases: [
    // STORE-06 answers in and out of a session: the data goes back to the spec's initial value.
    on("WithdrawReset", () => initial),
    // The public feed is a guest's too.
    on("PublicWithdrawalsLoading", (state) => ({ ...state, publicFailed: null })),
    on("PublicWithdrawalsLoaded", (state, { data }) => ({ ...state, public: { items: data }, publicFailed: null })),
    on("PublicWithdrawalsFailed", (state, { failure }) => ({ ...state, publicFailed: failureText(failure) })),
    ...whilePlayer(
      // While a write's outcome is read, the lists shown stay: the screen does not blink.
      on("WithdrawListsLoading", (state) =>
        state.lists._tag === "Loaded" ? state : { ...state, lists: { _tag: "Loading" } }
      ),
      on("WithdrawListsLoaded", (state, { data, today }) => ({
        ...state,
        requestList: data.requests,
        history: data.history,
        lists: { _tag: "Loaded", today }
      })),
      on("WithdrawListsFailed", (state, { failure }) =>
        state.write.verifying
          ? withWrite(state, { verifying: false, unverified: true })
          : state.lists._tag === "Loaded"
            ? state
            : { ...state, lists: { _tag: "Failed", message: failureText(failure) } }
      ),
      on("WithdrawStarted", (state, { key, amount }) =>
        withWrite(state, { ...idleWrite, submitting: true, pendingKey: key, pendingAmount: amount })
      ),
      on("WithdrawDone", (state, { request }) => ({ ...withOpen(state, request), write: idleWrite })),
      on("WithdrawFailed", (state, { failure }) => withWrite(state, { ...idleWrite, error: failureText(failure) })),
      on("WithdrawUnsure", (state) => withWrite(state, { submitting: false, verifying: true, error: null })),
      on("WithdrawOffline", (state) => withWrite(state, { error: ERROR_TEXT.NetworkError })),
      on("WithdrawVerifyStarted", (state) => withWrite(state, { verifying: true, unverified: false, error: null })),
      on("WithdrawVerified", (state, { request }) =>
        request === null
          ? withWrite(state, { verifying: false, unverified: false, notDone: true })
          : { ...withOpen(state, request), write: idleWrite }
      ),
      on("WithdrawRetryStarted", (state, { requestId, key }) =>
        withWrite(state, { ...idleWrite, submitting: true, retry: { requestId, key } })
      ),
      on("WithdrawRetryDone", (state, { request }) => ({ ...withOpen(state, request), write: idleWrite })),
      on("WithdrawRetryFailed", (state, { failure }) =>
        withWrite(state, { ...idleWrite, error: failureText(failure) })
      ),
      on("WithdrawRetryUnsure", (state) => withWrite(state, { submitting: false, verifying: true, error: null }))
    )
  ]
})
