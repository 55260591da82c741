import type { DeliveryAddress } from "../../src/domain/address-schema"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { DEMO_ADDRESSES } from "../../src/domain/demo/address"
import { REWARD_ITEMS, seededRewardRequests, type DemoRewardItem } from "../../src/domain/demo/reward"
import type { RewardRequestStatus } from "../../src/domain/reward"
import { areaMemory } from "../area-memory"
import type { ServerState } from "../state"

// What the rewards remember: each item's stock (shared by every player), each player's
// redemptions, and the players' delivery addresses (issue #14's manage-address will write them),
// all started afresh from the demo data at every reset.

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
  readonly addresses: Map<string, DeliveryAddress>
  /** The next redemption's number (ids are `rw-<n>`). */
  next: number
}

export const rewardMemory = areaMemory((state): RewardMemory => {
  const now = state.now()
  const itemOf = new Map(REWARD_ITEMS.map((item) => [item.id, item]))
  return {
    stock: new Map(REWARD_ITEMS.map((item) => [item.id, item.stock])),
    requests: new Map(
      DEMO_ACCOUNTS.map((account): [string, Array<StoredRewardRequest>] => [
        account.username,
        seededRewardRequests(account.username).flatMap((seed) => {
          const item = itemOf.get(seed.rewardId)
          return item === undefined ? [] : [{ id: seed.id, item, status: seed.status, at: now - seed.daysAgo * DAY_MS }]
        })
      ])
    ),
    addresses: new Map(Object.entries(DEMO_ADDRESSES)),
    next: 1
  }
})

export const requestsOf = (state: ServerState, username: string): Array<StoredRewardRequest> => {
  const all = rewardMemory.of(state).requests
  const list = all.get(username) ?? []
  all.set(username, list)
  return list
}

/** The player's delivery address, if they have one (goods rewards need it). */
export const deliveryAddressOf = (state: ServerState, username: string): DeliveryAddress | undefined =>
  rewardMemory.of(state).addresses.get(username)
