import { SLIP_REFUSALS } from "../../domain/slip"
import { failureText } from "../../domain/failure"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { SlipResult, SlipState } from "./state"

const verify = datasetField<SlipState>()("verify")
const myRequests = datasetField<SlipState>()("myRequests")
const { on, whilePlayer } = casesOf<SlipState>()

const FILE_REFUSALS = { type: SLIP_REFUSALS.notAnImage, size: SLIP_REFUSALS.tooLarge } as const

const settled = { pendingKey: null, pendingRef: null, verifying: false, unverified: false, notDone: false } as const

const initialResult: SlipResult = { uploadPercent: 0, deposited: null, submitting: false, ...settled }

const withResult = (state: SlipState, change: Partial<SlipResult>): SlipState => ({
  ...state,
  result: { ...state.result, ...change }
})

/** The requests answered while an unsure deposit was read: its slip there means it happened. */
const readBack = (state: SlipState): SlipState => {
  if (!state.result.verifying) return state
  const found =
    state.myRequests._tag === "Loaded"
      ? state.myRequests.data.find((request) => request.transRef === state.result.pendingRef)
      : undefined
  if (found === undefined) return withResult(state, { verifying: false, notDone: true })
  return withResult(state, {
    ...settled,
    deposited: { requestId: found.id, amount: found.amount, balance: null }
  })
}

export const slipSlice = defineSlice<SlipState>({
  initial: { verify: RemoteData.Idle(), myRequests: RemoteData.Idle(), result: initialResult, error: null },
  cases: whilePlayer(
    on("SlipVerifyLoading", (state) => ({
      ...verify.loading(state),
      result: { ...initialResult },
      error: null
    })),
    on("SlipVerifyLoaded", (state, event) => withResult(verify.loaded(state, event), { uploadPercent: 100 })),
    on("SlipVerifyFailed", (state, event) => {
      const failed = verify.failed(state, event)
      return { ...failed, error: failureText(event.failure) }
    }),
    on("SlipUploadProgressed", (state, { percent }) =>
      state.verify._tag === "Loading" ? withResult(state, { uploadPercent: percent }) : state
    ),
    on("SlipUploadCancelled", (state) => ({ ...state, verify: RemoteData.Idle(), result: initialResult, error: null })),
    on("SlipFileRefused", (state, { problem }) => ({
      ...state,
      verify: RemoteData.Idle(),
      result: initialResult,
      error: FILE_REFUSALS[problem]
    })),
    // A deposit still being sent or read keeps its slip: 'เลือกสลิปใหม่' is not offered meanwhile.
    on("SlipCleared", (state) =>
      state.result.submitting || state.result.verifying
        ? state
        : { ...state, verify: RemoteData.Idle(), result: initialResult, error: null }
    ),
    on("SlipMyRequestsLoading", (state) =>
      state.result.verifying && state.myRequests._tag === "Loaded" ? state : myRequests.loading(state)
    ),
    on("SlipMyRequestsLoaded", (state, event) => readBack(myRequests.loaded(state, event))),
    on("SlipMyRequestsFailed", (state, event) =>
      state.result.verifying
        ? withResult(state, { verifying: false, unverified: true })
        : myRequests.failed(state, event)
    ),
    on("SlipDepositStarted", (state, { key, transRef }) => ({
      ...withResult(state, {
        submitting: true,
        pendingKey: key,
        pendingRef: transRef,
        unverified: false,
        notDone: false
      }),
      error: null
    })),
    on("SlipDepositDone", (state, { deposit }) => ({
      ...withResult(state, { ...settled, submitting: false, deposited: deposit }),
      error: null
    })),
    on("SlipDepositFailed", (state, { failure }) => ({
      ...withResult(state, { ...settled, submitting: false }),
      error: failureText(failure)
    })),
    on("SlipDepositUnsure", (state) =>
      withResult(state, { submitting: false, verifying: true, unverified: false, notDone: false })
    ),
    on("SlipDepositVerifyStarted", (state) => ({
      ...withResult(state, { verifying: true, unverified: false }),
      error: null
    }))
  )
})
