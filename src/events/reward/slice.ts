import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import { initialReward, NO_REDEEM } from "./initial"
import type { RewardState } from "./state"

const { on, whilePlayer } = casesOf<RewardState>()

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
      request: state.request.status === "verifying" ? { ...state.request, status: "unverified" } : state.request
    })),
    on("RewardRedeemStarted", (state, { key, rewardId, known }) => ({
      ...state,
      request: { status: "submitting", pending: { key, rewardId, known }, notDone: false, error: null, done: null }
    })),
    on("RewardRedeemDone", (state, { answer }) => ({ ...state, request: { ...NO_REDEEM, done: answer.request } })),
    on("RewardRedeemFailed", (state, { failure }) => ({ ...state, request: { ...NO_REDEEM, error: failure } })),
    on("RewardRedeemUnsure", (state) => ({
      ...state,
      request: { ...state.request, status: "verifying", notDone: false, error: null }
    })),
    on("RewardVerifyStarted", (state) => ({
      ...state,
      request: { ...state.request, status: "verifying", error: null }
    })),
    on("RewardVerified", (state, { request }) => ({
      ...state,
      request: request === null ? { ...state.request, status: "idle", notDone: true } : { ...NO_REDEEM, done: request }
    }))
  )
})
