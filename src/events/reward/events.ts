import { Schema } from "effect"
import { RewardCatalogue, RewardHistory, RewardRedeemed, RewardRequestRecord } from "../../domain/reward-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The rewards' facts (issue #13, ENT-12). A redemption spends points (money.md): a once-only write
// (once-only-write-schema.ts) whose lost answer is read back from the history.

/** API-38 (OPEN-32): the categories, and with a categoryId that category's items (null: the overview). */
export const RewardCatalogueEvents = datasetEvents("RewardCatalogue", RewardCatalogue, {
  categoryId: Schema.NullOr(Schema.Number)
})
/** API-40 (OPEN-33): the player's redemptions, first page. */
export const RewardHistoryEvents = datasetEvents("RewardHistory", RewardHistory, noContext)

/**
 * 'ยืนยันแลกรางวัล' as a write (money.md, once-only-write-schema.ts): RewardRedeemStarted with its key, the
 * item and the history lines known at the press (a line not among them is the redemption, if it
 * happened), RewardRedeemFailed (the server's Thai message; 412: no delivery address),
 * RewardRedeemUnsure (the history is read, nothing is resent), RewardRedeemVerifyStarted
 * ('ตรวจสอบอีกครั้ง'), RewardRedeemNotDone, RewardRedeemUnverified and RewardRedeemOffline.
 * Success is RewardRedeemDone (the server's answer) or RewardVerified (read back from the history).
 */
export const RewardRedeemWrite = onceOnlyWriteEvents("RewardRedeem", {
  rewardId: Schema.Number,
  known: Schema.Array(Schema.String)
})
export const RewardRedeemDone = Schema.TaggedStruct("RewardRedeemDone", { answer: RewardRedeemed })
/**
 * The history, read after an unsure redemption, holds the line it made. Logs written before
 * RewardRedeemNotDone also carry it with null: the redemption did not happen (the key stays).
 */
export const RewardVerified = Schema.TaggedStruct("RewardVerified", { request: Schema.NullOr(RewardRequestRecord) })

export const RewardEvent = Schema.Union(
  RewardCatalogueEvents.events,
  RewardHistoryEvents.events,
  RewardRedeemWrite.events,
  RewardRedeemDone,
  RewardVerified
)
