import fc from "fast-check"
import type {
  AffiliateDownline,
  AffiliateIncome,
  AffiliateLogEntry,
  AffiliateWithdrawal,
  DownlineBonus
} from "../../../src/domain/affiliate-schema"
import { satang, type Satang } from "../../../src/domain/money"

// Affiliate samples for the event tests (#12, ENT-11).

export const affiliateIncome = (overrides: Partial<AffiliateIncome> = {}): AffiliateIncome => ({
  income: satang(912_345),
  earned: satang(1_312_395),
  withdrawn: satang(400_050),
  percent: 0.5,
  ...overrides
})

export const affiliateDownline: AffiliateDownline = {
  total: 2,
  active: 1,
  members: [
    { ref: "demo-d0001", username: "so***88", joinedAt: "2026-11-18T23:10:00.000Z", active: true },
    { ref: "demo-d0002", username: "pl***12", joinedAt: "2026-10-02T08:00:00.000Z", active: false }
  ]
}

export const downlineBonus: DownlineBonus = {
  total_bonus: satang(750),
  total_deposits: satang(150_000),
  downline_users: [
    { username: "so***88", deposits: satang(100_000), bonus: satang(500) },
    { username: "pl***12", deposits: satang(50_000), bonus: satang(250) }
  ]
}

export const affiliateLogEntry = (overrides: Partial<AffiliateLogEntry> = {}): AffiliateLogEntry => ({
  kind: "af",
  id: "af-demo-1763000000000",
  amount: satang(150_000),
  type: "credit",
  createdAt: "2026-11-15T02:00:00.000Z",
  ...overrides
})

export const affiliateWithdrawal = (overrides: Partial<AffiliateWithdrawal> = {}): AffiliateWithdrawal => ({
  id: "af-demo-1763528400000-1",
  amount: satang(10_000),
  type: "credit",
  income: satang(902_345),
  balance: satang(162_075),
  createdAt: "2026-11-19T05:00:00.000Z",
  ...overrides
})

export const THIS_MONTH = { from: "2026-11-01", to: "2026-11-19" } as const

/** Generators of the affiliate events for the replay properties. */
export const affiliateGenerators = (
  money: fc.Arbitrary<Satang>,
  failure: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const iso = fc.constantFrom("2026-11-15T17:00:00.000Z", "2026-11-19T05:00:00.000Z")
  const type = fc.constantFrom("credit" as const, "bank" as const)
  const id = fc.constantFrom("af-1", "af-2", "af-3")
  const range = fc.constantFrom(THIS_MONTH, { from: "2026-10-01", to: "2026-10-31" })
  const income = fc.record({ income: money, earned: money, withdrawn: money, percent: fc.constant(0.5) })
  const member = fc.record({
    ref: id,
    username: fc.constantFrom("so***88", "a***b"),
    joinedAt: iso,
    active: fc.boolean()
  })
  const downline = fc.record({
    total: fc.nat({ max: 3 }),
    active: fc.nat({ max: 3 }),
    members: fc.array(member, { maxLength: 3 })
  })
  const user = fc.record({ username: fc.constantFrom("so***88", "pl***12"), deposits: money, bonus: money })
  const bonus = fc.record({
    total_bonus: money,
    total_deposits: money,
    downline_users: fc.array(user, { maxLength: 3 })
  })
  const entry = fc.record({ kind: fc.constant("af" as const), id, amount: money, type, createdAt: iso })
  const withdrawal = fc.record({ id, amount: money, type, income: money, balance: money, createdAt: iso })
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })
  return [
    bare("AffiliateCodeLoading"),
    ev("AffiliateCodeLoaded", fc.record({ data: fc.record({ code: fc.constantFrom("SC7788", "SY2468") }) })),
    ev("AffiliateCodeFailed", fc.record({ failure })),
    bare("AffiliateIncomeLoading"),
    ev("AffiliateIncomeLoaded", fc.record({ data: income })),
    ev("AffiliateIncomeFailed", fc.record({ failure })),
    bare("AffiliateDownlineLoading"),
    ev("AffiliateDownlineLoaded", fc.record({ data: downline })),
    ev("AffiliateDownlineFailed", fc.record({ failure })),
    ev("AffiliateBonusLoading", fc.record({ range })),
    ev("AffiliateBonusLoaded", fc.record({ range, data: bonus })),
    ev("AffiliateBonusFailed", fc.record({ range, failure })),
    bare("AffiliateLogLoading"),
    ev("AffiliateLogLoaded", fc.record({ data: fc.array(entry, { maxLength: 3 }) })),
    ev("AffiliateLogFailed", fc.record({ failure })),
    ev(
      "AffiliateWithdrawStarted",
      fc.record({ key: fc.uuid(), amount: money, type, known: fc.array(fc.uuid(), { maxLength: 3 }) })
    ),
    ev("AffiliateWithdrawn", fc.record({ withdrawal })),
    ev("AffiliateWithdrawFailed", fc.record({ failure })),
    ev("AffiliateWithdrawUnsure", fc.record({ failure })),
    bare("AffiliateWithdrawVerifyStarted"),
    bare("AffiliateWithdrawNotDone"),
    bare("AffiliateWithdrawUnverified"),
    bare("AffiliateWithdrawOffline"),
    ev("AffiliateWithdrawVerified", fc.record({ entry: fc.oneof(fc.constant(null), entry) })),
    bare("AffiliateWithdrawCleared")
  ] as const
}
