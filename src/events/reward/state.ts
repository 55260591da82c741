import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { RewardCategory, RewardCategorySummary, RewardHistory, RewardRequestRecord } from "../../domain/reward-schema"
import { remoteData } from "../remote-data-schema"
import { writeStatusFields } from "../once-only-write-schema"

// The `reward` slice (STORE-01, ENT-12): a category per categoryId, the request (the redemption
// write, whose body carries userUuid), and the request history; the overview's category list beside.

/** What a redemption keeps until its outcome is known: the item, and the history lines known at its press. */
const RedeemPress = { rewardId: Schema.Number, known: Schema.Array(Schema.String) }

export const RewardWriteSchema = Schema.Struct({
  /** The redemption's write (money.md): its phase, its pending key (a resend of the same item reuses it), the player's message. */
  ...writeStatusFields(RedeemPress),
  /**
   * The server's last refusal, whole: the screen needs its status besides its text (`error`): 412 is
   * 'no delivery address', which offers 'เพิ่มที่อยู่จัดส่ง'.
   */
  refusal: Schema.optionalWith(Schema.NullOr(CallFailure), { default: () => null, exact: true }),
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
