import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

// The rewards' wire schemas (ENT-12, API-38..API-40, OPEN-32, OPEN-33, OPEN-40). Points are whole
// numbers; a credit reward's amount is baht on the wire and Satang once decoded (MoneyFromBaht).

const Id = Schema.Number.pipe(Schema.int(), Schema.positive())
const Points = Schema.Number.pipe(Schema.int(), Schema.nonNegative())
const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative())

/** OPEN-32: `{}` asks for the categories; `{ categoryId }` for them and that category's items. */
export const RewardListRequest = Schema.Struct({
  categoryId: Schema.optionalWith(Id, { exact: true })
})
export type RewardListRequest = typeof RewardListRequest.Type

/** A category as the overview shows it: its Thai name, picture and how many items it holds. */
export const RewardCategorySummary = Schema.Struct({
  id: Id,
  name: Schema.String,
  image: Schema.String,
  itemCount: Count
})
export type RewardCategorySummary = typeof RewardCategorySummary.Type

const ItemFields = {
  id: Id,
  categoryId: Id,
  name: Schema.String,
  image: Schema.String,
  /** Points the item costs. */
  points: Id,
  /** Items left (0: 'สินค้าหมด'). */
  stock: Count
}

/** Credit added to the balance when redeemed. */
export const CreditReward = Schema.Struct({ ...ItemFields, kind: Schema.Literal("credit"), amount: MoneyFromBaht })
/** Something sent to the player's delivery address. */
export const GoodsReward = Schema.Struct({ ...ItemFields, kind: Schema.Literal("goods") })
export const RewardItem = Schema.Union(CreditReward, GoodsReward)
export type RewardItem = typeof RewardItem.Type

/** One category with its items. */
export const RewardCategory = Schema.Struct({
  ...RewardCategorySummary.fields,
  items: Schema.Array(RewardItem)
})
export type RewardCategory = typeof RewardCategory.Type

/** API-38's answer: every category, and the one asked for with its items (null for `{}`). */
export const RewardCatalogue = Schema.Struct({
  categories: Schema.Array(RewardCategorySummary),
  category: Schema.NullOr(RewardCategory)
})
export type RewardCatalogue = typeof RewardCatalogue.Type

/** API-39's body (OPEN-40): the item and the player (ENT-12: a request carries userUuid). */
export const RewardRequest = Schema.Struct({ rewardId: Id, userUuid: Schema.String })
export type RewardRequest = typeof RewardRequest.Type

export const RewardRequestStatus = Schema.Literal("pending", "shipped", "done", "cancelled")

/** One redemption, as the history lists it and the request answers it. */
export const RewardRequestRecord = Schema.Struct({
  id: Schema.String,
  rewardId: Id,
  name: Schema.String,
  image: Schema.String,
  kind: Schema.Literal("credit", "goods"),
  points: Id,
  /** The credit added (null for goods). */
  amount: Schema.NullOr(MoneyFromBaht),
  status: RewardRequestStatus,
  createdAt: Schema.String
})
export type RewardRequestRecord = typeof RewardRequestRecord.Type

/** API-39's answer: the redemption, the points left and the balance after. */
export const RewardRedeemed = Schema.Struct({
  request: RewardRequestRecord,
  points: Points,
  balance: MoneyFromBaht
})
export type RewardRedeemed = typeof RewardRedeemed.Type

/** OPEN-33: `{}` is the first page; `{ page }` a later one (REWARD_HISTORY_PAGE_SIZE lines each). */
export const RewardHistoryRequest = Schema.Struct({
  page: Schema.optionalWith(Id, { exact: true })
})

/** API-40's answer: the player's redemptions, newest first. */
export const RewardHistory = Schema.Struct({
  items: Schema.Array(RewardRequestRecord),
  page: Id,
  total: Count
})
export type RewardHistory = typeof RewardHistory.Type
