import type { RewardCategory, RewardCategorySummary, RewardHistory } from "../../domain/reward-schema"
import type { RemoteData } from "../remote-data"
import type { AppState } from "../state"
import { isWriteBusy, pressStateOf, type PressState } from "../once-only-write"
import type { RewardWrite } from "./state"

const IDLE: RemoteData<never> = { _tag: "Idle" }

export const selectRewardCategories = (state: AppState): RemoteData<ReadonlyArray<RewardCategorySummary>> =>
  state.reward.categories
/** ENT-12: the category of a categoryId (Idle until asked for). */
export const selectRewardCategory = (state: AppState, categoryId: number): RemoteData<RewardCategory> =>
  state.reward.category[String(categoryId)] ?? IDLE
/** Whether the server said this category does not exist (the screen shows the not-found page). */
export const selectRewardCategoryMissing = (state: AppState, categoryId: number): boolean =>
  state.reward.missingCategory === categoryId
export const selectRewardHistory = (state: AppState): RemoteData<RewardHistory> => state.reward.history
/** The redemption's record: its write status (money.md), its last refusal and its last success. */
export const selectRewardRequest = (state: AppState): RewardWrite => state.reward.request
/** A redemption is on its way or its outcome is being read: another press sends nothing. */
export const selectRewardBusy = (state: AppState): boolean => isWriteBusy(state.reward.request)

/** What the confirmation shows of the write: on its way, being read back, or unreadable ('ตรวจสอบอีกครั้ง'). */
export type RewardRedeemStatus = PressState

export const selectRewardRedeemStatus = (state: AppState): RewardRedeemStatus =>
  pressStateOf(state.reward.request.phase)
