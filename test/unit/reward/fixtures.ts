import fc from "fast-check"
import { satang, type Satang } from "../../../src/domain/money"
import type {
  RewardCatalogue,
  RewardCategory,
  RewardHistory,
  RewardItem,
  RewardRedeemed,
  RewardRequestRecord
} from "../../../src/domain/reward-schema"

// Reward samples for the tests (#13, ENT-12).

export const creditItem = (overrides: Partial<RewardItem> = {}): RewardItem => ({
  id: 102,
  categoryId: 7,
  name: "เครดิตฟรี 20 บาท",
  image: "/assets/rewards/credit-20.svg",
  points: 100,
  stock: 300,
  kind: "credit",
  amount: satang(2_000),
  ...overrides
})

export const rewardCategory = (items: ReadonlyArray<RewardItem> = [creditItem()]): RewardCategory => ({
  id: 7,
  name: "เครดิตฟรี",
  image: "/assets/rewards/category-credit.svg",
  itemCount: items.length,
  items
})

export const rewardCatalogue = (category: RewardCategory | null = null): RewardCatalogue => ({
  categories: [{ id: 7, name: "เครดิตฟรี", image: "/assets/rewards/category-credit.svg", itemCount: 1 }],
  category
})

export const rewardLine = (overrides: Partial<RewardRequestRecord> = {}): RewardRequestRecord => ({
  id: "rw-demo-1",
  rewardId: 102,
  name: "เครดิตฟรี 20 บาท",
  image: "/assets/rewards/credit-20.svg",
  kind: "credit",
  points: 100,
  amount: satang(2_000),
  status: "done",
  createdAt: "2026-11-07T03:00:00.000Z",
  ...overrides
})

export const rewardHistory = (items: ReadonlyArray<RewardRequestRecord> = [rewardLine()]): RewardHistory => ({
  items,
  page: 1,
  total: items.length
})

export const rewardRedeemed = (overrides: Partial<RewardRequestRecord> = {}): RewardRedeemed => ({
  request: rewardLine({ id: "rw-1", createdAt: "2026-11-19T05:00:00.000Z", ...overrides }),
  points: 20,
  balance: satang(154_075)
})

/** Generators of the reward events for the replay properties. */
export const rewardGenerators = (
  money: fc.Arbitrary<Satang>,
  failure: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const id = fc.constantFrom(7, 8, 9)
  const itemId = fc.constantFrom(101, 102, 201)
  const categoryId = fc.oneof(fc.constant(null), id)
  const item = fc.record({
    id: itemId,
    categoryId: id,
    name: fc.constantFrom("เครดิตฟรี 20 บาท", "หมอนรองคอ"),
    image: fc.constant("/assets/rewards/pillow.svg"),
    points: fc.integer({ min: 1, max: 3000 }),
    stock: fc.nat({ max: 50 }),
    kind: fc.constant("credit" as const),
    amount: money
  })
  const category = fc.record({
    id,
    name: fc.constant("เครดิตฟรี"),
    image: fc.constant("/assets/rewards/category-credit.svg"),
    itemCount: fc.nat({ max: 3 }),
    items: fc.array(item, { maxLength: 3 })
  })
  const summary = fc.record({
    id,
    name: fc.constant("ของรางวัล"),
    image: fc.constant("/x.svg"),
    itemCount: fc.nat({ max: 9 })
  })
  const catalogue = fc.record({
    categories: fc.array(summary, { maxLength: 3 }),
    category: fc.oneof(fc.constant(null), category)
  })
  const line = fc.record({
    id: fc.constantFrom("rw-1", "rw-2", "rw-demo-1"),
    rewardId: itemId,
    name: fc.constant("หมอนรองคอ"),
    image: fc.constant("/assets/rewards/pillow.svg"),
    kind: fc.constantFrom("credit" as const, "goods" as const),
    points: fc.integer({ min: 1, max: 3000 }),
    amount: fc.oneof(fc.constant(null), money),
    status: fc.constantFrom("pending" as const, "shipped" as const, "done" as const, "cancelled" as const),
    createdAt: fc.constant("2026-11-19T05:00:00.000Z")
  })
  const history = fc.record({
    items: fc.array(line, { maxLength: 3 }),
    page: fc.constant(1),
    total: fc.nat({ max: 5 })
  })
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })
  return [
    ev("RewardCatalogueLoading", fc.record({ categoryId })),
    ev("RewardCatalogueLoaded", fc.record({ categoryId, data: catalogue })),
    ev("RewardCatalogueFailed", fc.record({ categoryId, failure })),
    bare("RewardHistoryLoading"),
    ev("RewardHistoryLoaded", fc.record({ data: history })),
    ev("RewardHistoryFailed", fc.record({ failure })),
    ev(
      "RewardRedeemStarted",
      fc.record({ key: fc.uuid(), rewardId: itemId, known: fc.array(fc.uuid(), { maxLength: 3 }) })
    ),
    ev(
      "RewardRedeemDone",
      fc.record({ answer: fc.record({ request: line, points: fc.nat({ max: 999 }), balance: money }) })
    ),
    ev("RewardRedeemFailed", fc.record({ failure })),
    ev("RewardRedeemUnsure", fc.record({ failure })),
    bare("RewardRedeemVerifyStarted"),
    bare("RewardRedeemNotDone"),
    bare("RewardRedeemUnverified"),
    bare("RewardRedeemOffline"),
    ev("RewardVerified", fc.record({ request: fc.oneof(fc.constant(null), line) }))
  ] as const
}
