import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { REWARD_ITEMS, seededRewardRequests, type DemoRewardItem } from "../../src/domain/demo/reward"
import { Schema } from "effect"
import { RewardRequestStatus as RewardRequestStatusSchema } from "../../src/domain/reward-schema"
import type { RewardRequestStatus } from "../../src/domain/reward"
import { areaMemory } from "../area-memory"
import { ByName, EpochMs, MutableArray, SatangInt } from "../store/codecs"
import type { ServerState } from "../state"

// What the rewards remember: each item's stock (shared by every player) and each player's
// redemptions, started afresh from the demo data at every reset. The delivery addresses are the
// address area's (address-memory.ts).

const DAY_MS = 24 * 60 * 60 * 1000

export interface StoredRewardRequest {
  readonly id: string
  readonly item: DemoRewardItem
  status: RewardRequestStatus
  readonly at: number
}

export interface RewardMemory {
  readonly stock: Map<number, number>
  readonly requests: Map<string, Array<StoredRewardRequest>>
  /** The next redemption's number (ids are `rw-<n>`). */
  next: number
}

const itemBase = {
  id: Schema.Number,
  categoryId: Schema.Number,
  name: Schema.String,
  image: Schema.String,
  points: Schema.Number,
  stock: Schema.Number
}

const RewardItemSchema = Schema.Union(
  Schema.Struct({ ...itemBase, kind: Schema.Literal("credit"), amount: SatangInt }),
  Schema.Struct({ ...itemBase, kind: Schema.Literal("goods") })
)

const RewardMemorySchema = Schema.Struct({
  stock: Schema.Map({ key: Schema.Number, value: Schema.Number }),
  requests: ByName(
    MutableArray(
      Schema.Struct({ id: Schema.String, item: RewardItemSchema, status: RewardRequestStatusSchema, at: EpochMs })
    )
  ),
  next: Schema.Number
})

export const rewardMemory = areaMemory(
  (state: ServerState): RewardMemory => {
    const now = state.now()
    const itemOf = new Map(REWARD_ITEMS.map((item) => [item.id, item]))
    return {
      stock: new Map(REWARD_ITEMS.map((item) => [item.id, item.stock])),
      requests: new Map(
        DEMO_ACCOUNTS.map((account): [string, Array<StoredRewardRequest>] => [
          account.username,
          seededRewardRequests(account.username).flatMap((seed) => {
            const item = itemOf.get(seed.rewardId)
            return item === undefined
              ? []
              : [{ id: seed.id, item, status: seed.status, at: now - seed.daysAgo * DAY_MS }]
          })
        ])
      ),
      next: 1
    }
  },
  { name: "reward", schema: RewardMemorySchema }
)

export const requestsOf = (state: ServerState, username: string): Array<StoredRewardRequest> => {
  const all = rewardMemory.of(state).requests
  const list = all.get(username) ?? []
  all.set(username, list)
  return list
}
