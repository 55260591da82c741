import {
  RewardCatalogue,
  RewardHistory,
  RewardHistoryRequest,
  RewardListRequest,
  RewardRedeemed,
  RewardRequest
} from "../../domain/reward-schema"
import { endpoint, NoParams } from "../contract"

/** The rewards (issue #13, ENT-12): the catalogue (API-38), a redemption (API-39), its history (API-40). */
export const rewardEndpoints = {
  /** API-38, body OPEN-32: `{}` for the categories, `{ categoryId }` for one with its items. */
  rewardList: endpoint({
    name: "rewardList",
    method: "POST",
    path: "/api/auth/reward",
    params: NoParams,
    body: RewardListRequest,
    data: RewardCatalogue
  }),
  /** API-39, body OPEN-40 `{ rewardId, userUuid }`: spends the points (an idempotent write). */
  rewardRequest: endpoint({
    name: "rewardRequest",
    method: "POST",
    path: "/api/auth/reward/request",
    params: NoParams,
    body: RewardRequest,
    data: RewardRedeemed
  }),
  /** API-40, body OPEN-33 `{}` or `{ page }`: the player's redemptions, newest first. */
  rewardHistory: endpoint({
    name: "rewardHistory",
    method: "POST",
    path: "/api/auth/reward/request/history",
    params: NoParams,
    body: RewardHistoryRequest,
    data: RewardHistory
  })
}
