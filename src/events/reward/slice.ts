import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice, type SliceCase } from "../slice"
import { settle, sliceField, writeCases } from "../once-only-write"
import { initialReward } from "./initial"
import type { RewardState, RewardWrite } from "./state"

const { on, whilePlayer } = casesOf<RewardState>()

/** What a redemption keeps for a resend and its read-back: the item, and the history lines known at its press. */
interface RedeemAtPress {
  readonly rewardId: number
  readonly known: ReadonlyArray<string>
}

const request = (state: RewardState, change: Partial<RewardWrite>): RewardState => ({
  ...state,
  request: { ...state.request, ...change }
})

/**
 * The write's refusal sets the player's text (`error`); the screen also needs the refusal's status
 * (412: 'เพิ่มที่อยู่จัดส่ง'), which writeCases' `failed` step is not given: the area's own step
 * runs after the write's, in the same case.
 */
const keepingRefusal = (cases: ReadonlyArray<SliceCase<RewardState>>): ReadonlyArray<SliceCase<RewardState>> => {
  const refused = on("RewardRedeemFailed", (state, { failure }) => request(state, { refusal: failure, done: null }))
  return cases.map((sliceCase) =>
    sliceCase.tag === refused.tag
      ? { ...sliceCase, run: (state, event) => refused.run(sliceCase.run(state, event), event) }
      : sliceCase
  )
}

/** The HTTP status of the server's 'ไม่พบหมวดรางวัลนี้'. */
const NOT_FOUND = 404

const keyOf = (categoryId: number): string => String(categoryId)

/** A reload (after a redemption, an outcome read back) keeps what is shown: the screen does not blink. */
const categoryLoading = (state: RewardState, categoryId: number | null): RewardState => {
  if (categoryId === null)
    return state.categories._tag === "Loaded" ? state : { ...state, categories: RemoteData.Loading() }
  const shown = state.category[keyOf(categoryId)]
  if (shown?._tag === "Loaded") return state
  return { ...state, category: { ...state.category, [keyOf(categoryId)]: RemoteData.Loading() } }
}

export const rewardSlice = defineSlice<RewardState>({
  initial: initialReward(),
  cases: whilePlayer(
    on("RewardCatalogueLoading", (state, { categoryId }) => categoryLoading(state, categoryId)),
    on("RewardCatalogueLoaded", (state, { categoryId, data }) => ({
      ...state,
      categories: RemoteData.Loaded({ data: data.categories }),
      category:
        categoryId === null || data.category === null
          ? state.category
          : { ...state.category, [keyOf(categoryId)]: RemoteData.Loaded({ data: data.category }) }
    })),
    on("RewardCatalogueFailed", (state, { categoryId, failure }) => {
      const failed = RemoteData.Failed({ message: failureText(failure) })
      if (categoryId === null) return { ...state, categories: failed }
      // The server knows no such category: the screen shows the not-found page (ROUTE-12).
      const missing = failure.status === NOT_FOUND ? categoryId : state.missingCategory
      return { ...state, missingCategory: missing, category: { ...state.category, [keyOf(categoryId)]: failed } }
    }),
    on("RewardHistoryLoading", (state) =>
      state.history._tag === "Loaded" ? state : { ...state, history: RemoteData.Loading() }
    ),
    on("RewardHistoryLoaded", (state, { data }) => ({ ...state, history: RemoteData.Loaded({ data }) })),
    on("RewardHistoryFailed", (state, { failure }) => ({
      ...state,
      history: RemoteData.Failed({ message: failureText(failure) }),
      // An unsure redemption's outcome could not be read: 'ตรวจสอบอีกครั้ง'.
      request: state.request.phase === "verifying" ? { ...state.request, phase: "unverified" } : state.request
    })),
    ...keepingRefusal(
      writeCases({
        name: "RewardRedeem",
        lens: sliceField<RewardState, RedeemAtPress, "request">(
          "request",
          (record) => record,
          (record, status) => ({ ...record, ...status })
        ),
        press: ({ rewardId, known }: EventOf<"RewardRedeemStarted">): RedeemAtPress => ({ rewardId, known }),
        // A press is a new intent's (or a resend's): the last outcome goes.
        started: (state) => request(state, { refusal: null, done: null })
      })
    ),
    on("RewardRedeemDone", (state, { answer }) =>
      request(state, { ...settle(state.request), refusal: null, done: answer.request })
    ),
    on("RewardVerified", (state, { request: line }) =>
      line === null
        ? // Only in logs written before RewardRedeemNotDone: read back as not done, the key stays.
          request(state, { phase: "not-done" })
        : request(state, { ...settle(state.request), refusal: null, done: line })
    )
  )
})
