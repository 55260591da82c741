import { SLIP_REFUSALS } from "../../domain/slip"
import { failureText } from "../../domain/failure"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import { writeCases, type WriteLens, isWriteBusy, SETTLED } from "../once-only-write"
import type { SlipResult, SlipState } from "./state"

const verify = datasetField<SlipState>()("verify")
const myRequests = datasetField<SlipState>()("myRequests")
const { on, whilePlayer } = casesOf<SlipState>()

const FILE_REFUSALS = { type: SLIP_REFUSALS.notAnImage, size: SLIP_REFUSALS.tooLarge } as const

const initialResult: SlipResult = { uploadPercent: 0, deposited: null, phase: SETTLED.phase, pending: SETTLED.pending }

const withResult = (state: SlipState, change: Partial<SlipResult>): SlipState => ({
  ...state,
  result: { ...state.result, ...change }
})

/** What a deposit keeps for a resend and its read-back: the slip's reference. */
interface SlipAtPress {
  readonly transRef: string
}

/**
 * The deposit's write record: its phase and pending live in `result` beside the upload; its message
 * is the slice's `error` (ENT-13 names the slice's four members), which the slip's own refusals share.
 */
const depositWrite: WriteLens<SlipState, SlipAtPress> = {
  get: (state) => ({ phase: state.result.phase, pending: state.result.pending, error: state.error }),
  set: (state, { phase, pending, error }) => ({ ...withResult(state, { phase, pending }), error })
}

/** The requests answered while an unsure deposit was read: its slip there means it happened. */
const readBack = (state: SlipState): SlipState => {
  if (state.result.phase !== "verifying") return state
  const pendingRef = state.result.pending?.transRef
  const found =
    state.myRequests._tag === "Loaded"
      ? state.myRequests.data.find((request) => request.transRef === pendingRef)
      : undefined
  if (found === undefined) return withResult(state, { phase: "not-done" })
  return withResult(depositWrite.set(state, SETTLED), {
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
      isWriteBusy(state.result) ? state : { ...state, verify: RemoteData.Idle(), result: initialResult, error: null }
    ),
    on("SlipMyRequestsLoading", (state) =>
      state.result.phase === "verifying" && state.myRequests._tag === "Loaded" ? state : myRequests.loading(state)
    ),
    on("SlipMyRequestsLoaded", (state, event) => readBack(myRequests.loaded(state, event))),
    on("SlipMyRequestsFailed", (state, event) =>
      state.result.phase === "verifying" ? withResult(state, { phase: "unverified" }) : myRequests.failed(state, event)
    ),
    ...writeCases({
      name: "SlipDeposit",
      lens: depositWrite,
      press: ({ transRef }: EventOf<"SlipDepositStarted">): SlipAtPress => ({ transRef })
    }),
    on("SlipDepositDone", (state, { deposit }) => withResult(depositWrite.set(state, SETTLED), { deposited: deposit }))
  )
})
