import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { RewardCategory, RewardCategorySummary, RewardHistory, RewardRequestRecord } from "../../domain/reward-schema"
import { remoteData } from "../remote-data-schema"

// The `reward` slice (STORE-01, ENT-12): a category per categoryId, the request (the redemption
// write, whose body carries userUuid), and the request history; the overview's category list beside.

export const RewardWriteSchema = Schema.Struct({
  status: Schema.Literal("idle", "submitting", "verifying", "unverified"),
  /** The redemption whose outcome is not known yet: a resend of the same item reuses its key. */
  pending: Schema.NullOr(
    Schema.Struct({ key: Schema.String, rewardId: Schema.Number, known: Schema.Array(Schema.String) })
  ),
  /** The history showed the unsure redemption did not happen: the player may press again. */
  notDone: Schema.Boolean,
  /** The server's refusal (its Thai message and status: 412 is 'no delivery address'). */
  error: Schema.NullOr(CallFailure),
  /** The redemption made from this screen (or learnt by reading back). */
  done: Schema.NullOr(RewardRequestRecord)
})
export type RewardWrite = typeof RewardWriteSchema.Type

export const RewardStateSchema = Schema.Struct({
  categories: remoteData(Schema.Array(RewardCategorySummary)),
  /** ENT-12: one entry per categoryId asked for (its items, with their stock when loaded). */
  category: Schema.Record({ key: Schema.String, value: remoteData(RewardCategory) }),
  /** The category the server last said does not exist (404): its screen is the not-found page. */
  missingCategory: Schema.NullOr(Schema.Number),
  request: RewardWriteSchema,
  history: remoteData(RewardHistory)
})
export type RewardState = typeof RewardStateSchema.Type
