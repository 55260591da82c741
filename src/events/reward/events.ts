import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { RewardCatalogue, RewardHistory, RewardRedeemed, RewardRequestRecord } from "../../domain/reward-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The rewards' facts (issue #13, ENT-12). A redemption spends points (money.md): started with its
// Idempotency-Key, then redeemed, refused, or unsure (its answer lost: the history is read to learn it).

/** API-38 (OPEN-32): the categories, and with a categoryId that category's items (null: the overview). */
export const RewardCatalogueEvents = datasetEvents("RewardCatalogue", RewardCatalogue, {
  categoryId: Schema.NullOr(Schema.Number)
})
/** API-40 (OPEN-33): the player's redemptions, first page. */
export const RewardHistoryEvents = datasetEvents("RewardHistory", RewardHistory, noContext)

/** 'ยืนยันแลกรางวัล' was sent with this key. */
export const RewardRedeemStarted = Schema.TaggedStruct("RewardRedeemStarted", {
  key: Schema.String,
  rewardId: Schema.Number,
  /** The history lines known at the press: a line not among them is the redemption, if it happened. */
  known: Schema.Array(Schema.String)
})
export const RewardRedeemDone = Schema.TaggedStruct("RewardRedeemDone", { answer: RewardRedeemed })
/** The server refused it (its Thai message; 412: no delivery address): the next press is a new intent. */
export const RewardRedeemFailed = Schema.TaggedStruct("RewardRedeemFailed", { failure: CallFailure })
/** No answer that tells: the history is read, nothing is resent. */
export const RewardRedeemUnsure = Schema.TaggedStruct("RewardRedeemUnsure", { failure: CallFailure })
/** 'ตรวจสอบอีกครั้ง': the player asked to read an unsure redemption's outcome again. */
export const RewardVerifyStarted = Schema.TaggedStruct("RewardVerifyStarted", {})
/** The history was read after an unsure redemption: the line it made, or null when it did not happen. */
export const RewardVerified = Schema.TaggedStruct("RewardVerified", { request: Schema.NullOr(RewardRequestRecord) })

export const RewardEvent = Schema.Union(
  RewardCatalogueEvents.events,
  RewardHistoryEvents.events,
  RewardRedeemStarted,
  RewardRedeemDone,
  RewardRedeemFailed,
  RewardRedeemUnsure,
  RewardVerifyStarted,
  RewardVerified
)
