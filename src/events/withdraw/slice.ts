import { failureText } from "../../domain/failure"
import type { Satang } from "../../domain/money"
import type { WithdrawRequest } from "../../domain/withdraw"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import { writeCases, type WriteLens, SETTLED } from "../once-only-write"
import type { WithdrawState, WithdrawWrite } from "./state"

const { on, whilePlayer } = casesOf<WithdrawState>()

const idleWrite: WithdrawWrite = { ...SETTLED, retry: null }

/** The withdrawal's write record: the `write` field's phase, pending amount and message. */
const withdrawalWrite: WriteLens<WithdrawState, { readonly amount: Satang }> = {
  get: ({ write }) => write,
  set: (state, status) => ({ ...state, write: { ...state.write, ...status } })
}

/** The retry's write record: the same phase and message, its key kept in `retry`. */
const retryWrite: WriteLens<WithdrawState, { readonly requestId: string }> = {
  get: ({ write }) => ({ phase: write.phase, pending: write.retry, error: write.error }),
  set: (state, { pending, ...status }) => ({ ...state, write: { ...state.write, ...status, retry: pending } })
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
        state.write.phase === "verifying"
          ? withWrite(state, { phase: "unverified" })
          : state.lists._tag === "Loaded"
            ? state
            : { ...state, lists: { _tag: "Failed", message: failureText(failure) } }
      ),
      // One of the two writes is open at a time: a press of either forgets the other's key.
      ...writeCases({
        name: "Withdraw",
        lens: withdrawalWrite,
        press: ({ amount }: EventOf<"WithdrawStarted">) => ({ amount }),
        started: (state) => withWrite(state, { retry: null }),
        failed: (state) => withWrite(state, { retry: null })
      }),
      ...writeCases({
        name: "WithdrawRetry",
        lens: retryWrite,
        press: ({ requestId }: EventOf<"WithdrawRetryStarted">) => ({ requestId }),
        started: (state) => withWrite(state, { pending: null }),
        failed: (state) => withWrite(state, { pending: null })
      }),
      on("WithdrawDone", (state, { request }) => ({ ...withOpen(state, request), write: idleWrite })),
      on("WithdrawRetryDone", (state, { request }) => ({ ...withOpen(state, request), write: idleWrite })),
      on("WithdrawVerified", (state, { request }) =>
        request === null ? withWrite(state, { phase: "not-done" }) : { ...withOpen(state, request), write: idleWrite }
      )
    )
  ]
})
