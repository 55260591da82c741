import { Schema } from "effect"
import { REWARD_CATEGORIES, REWARD_ITEMS, type DemoRewardItem } from "../../src/domain/demo/reward"
import { NO_ADDRESS_STATUS, REWARD_HISTORY_PAGE_SIZE, rewardBlock } from "../../src/domain/reward"
import type {
  RewardCategory,
  RewardCategorySummary,
  RewardItem,
  RewardRedeemed,
  RewardRequestRecord
} from "../../src/domain/reward-schema"
import { rewardEndpoints } from "../../src/services/reward/endpoints"
import { decodedAction, INVALID, type DevAction } from "../dev/dev-action"
import type { AccountState, ServerState } from "../state"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"
import { deliveryAddressOf } from "./address-memory"
import { requestsOf, rewardMemory, type StoredRewardRequest } from "./reward-memory"

// The rewards (issue #13, ENT-12, API-38..API-40): the catalogue with each item's stock now, a
// redemption that spends the points once (an idempotent write: changePoints, and changeBalance for
// a credit reward), checked for stock, points and, for goods, a delivery address; and the history.

export const REWARD_TEXT = {
  categoryNotFound: "ไม่พบหมวดรางวัลนี้",
  rewardNotFound: "ไม่พบรางวัลนี้",
  outOfStock: "สินค้าหมด",
  notEnoughPoints: "แต้มไม่พอ",
  noAddress: "กรุณาเพิ่มที่อยู่จัดส่งก่อนแลกของรางวัล"
} as const

const iso = (epochMillis: number): string => new Date(epochMillis).toISOString()

const itemNow = (state: ServerState, item: DemoRewardItem): RewardItem => ({
  ...item,
  stock: rewardMemory.of(state).stock.get(item.id) ?? 0
})

const summaries = (): Array<RewardCategorySummary> =>
  REWARD_CATEGORIES.map((category) => ({
    ...category,
    itemCount: REWARD_ITEMS.filter((item) => item.categoryId === category.id).length
  }))

const categoryOf = (state: ServerState, id: number): RewardCategory | undefined => {
  const summary = summaries().find((category) => category.id === id)
  if (summary === undefined) return undefined
  const items = REWARD_ITEMS.filter((item) => item.categoryId === id).map((item) => itemNow(state, item))
  return { ...summary, items }
}

const recordOf = (request: StoredRewardRequest): RewardRequestRecord => ({
  id: request.id,
  rewardId: request.item.id,
  name: request.item.name,
  image: request.item.image,
  kind: request.item.kind,
  points: request.item.points,
  amount: request.item.kind === "credit" ? request.item.amount : null,
  status: request.status,
  createdAt: iso(request.at)
})

/** Redeems one item for the player, or refuses with the Thai reason (nothing moves then). */
const redeem = (state: ServerState, account: AccountState, rewardId: number): RewardRedeemed | HttpFailure => {
  const item = REWARD_ITEMS.find((candidate) => candidate.id === rewardId)
  if (item === undefined) return new HttpFailure(404, REWARD_TEXT.rewardNotFound)
  const memory = rewardMemory.of(state)
  const stock = memory.stock.get(item.id) ?? 0
  const block = rewardBlock(account.point, { points: item.points, stock })
  if (block === "out-of-stock") return new HttpFailure(409, REWARD_TEXT.outOfStock)
  if (block === "not-enough-points") return new HttpFailure(422, REWARD_TEXT.notEnoughPoints)
  const username = account.seed.username
  if (item.kind === "goods" && deliveryAddressOf(state, username) === undefined) {
    return new HttpFailure(NO_ADDRESS_STATUS, REWARD_TEXT.noAddress)
  }
  const id = `rw-${memory.next}`
  memory.next += 1
  memory.stock.set(item.id, stock - 1)
  state.changePoints(account, { kind: "reward", amount: -item.points, reference: id })
  if (item.kind === "credit") state.changeBalance(account, { kind: "reward", amount: item.amount, reference: id })
  const request: StoredRewardRequest = {
    id,
    item,
    status: item.kind === "credit" ? "done" : "pending",
    at: state.now()
  }
  requestsOf(state, username).unshift(request)
  return { request: recordOf(request), points: account.point, balance: account.balance }
}

export const rewardRoutes: ReadonlyArray<Route> = [
  route(
    rewardEndpoints.rewardList,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const { categoryId } = ctx.body
      if (categoryId === undefined) return { categories: summaries(), category: null }
      const category = categoryOf(ctx.state, categoryId)
      if (category === undefined) return new HttpFailure(404, REWARD_TEXT.categoryNotFound)
      return { categories: summaries(), category }
    },
    { openInMaintenance: true }
  ),
  route(
    rewardEndpoints.rewardRequest,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      // ENT-12: the request names its player; another player's uuid is never redeemed for.
      if (ctx.body.userUuid !== account.seed.uuid) return new HttpFailure(403, MESSAGES.forbidden)
      return redeem(ctx.state, account, ctx.body.rewardId)
    },
    { idempotent: true }
  ),
  route(
    rewardEndpoints.rewardHistory,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const page = ctx.body.page ?? 1
      const all = requestsOf(ctx.state, account.seed.username)
      const from = (page - 1) * REWARD_HISTORY_PAGE_SIZE
      return { items: all.slice(from, from + REWARD_HISTORY_PAGE_SIZE).map(recordOf), page, total: all.length }
    },
    { openInMaintenance: true }
  )
]

const StockRequest = Schema.Struct({
  rewardId: Schema.Number,
  stock: Schema.Number.pipe(Schema.int(), Schema.nonNegative())
})

export const rewardDevActions: Readonly<Record<string, DevAction>> = {
  /** `POST /__dev/reward-stock {"rewardId", "stock"}`: an item's stock now. */
  "reward-stock": decodedAction(StockRequest, ({ rewardId, stock }, { state }) => {
    const memory = rewardMemory.of(state)
    if (!memory.stock.has(rewardId)) return INVALID
    memory.stock.set(rewardId, stock)
  })
}
