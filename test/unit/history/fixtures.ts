import fc from "fast-check"
import type { HistoryPage, HistoryRow } from "../../../src/domain/history-schema"
import { satang, type Satang } from "../../../src/domain/money"
import type { CallFailure } from "../../../src/domain/failure"

// Transaction history samples for the event tests (issue #10 §4).

export const historyRow = (id: string, kind: HistoryRow["kind"] = "deposit"): HistoryRow => ({
  id,
  kind,
  amount: satang(50_000),
  status: "approved",
  note: null,
  channel: "พร้อมเพย์",
  createdAt: "2026-11-20T05:00:00.000Z"
})

export const historyPage = (ids: ReadonlyArray<string>, nextCursor: string | null = null): HistoryPage => ({
  rows: ids.map((id) => historyRow(id)),
  nextCursor
})

/** Generators of the history events for the replay properties. */
export const historyGenerators = (money: fc.Arbitrary<Satang>, failure: fc.Arbitrary<CallFailure>) => {
  const filter = fc.constantFrom("all" as const, "deposit" as const, "withdraw" as const)
  const period = fc.constantFrom("all" as const, "today" as const, "7d" as const, "month" as const, "2026-10")
  const facts = { filter, append: fc.boolean() }
  const row = fc.record({
    id: fc.string({ maxLength: 8 }),
    kind: fc.constantFrom(
      "deposit" as const,
      "slip" as const,
      "withdraw" as const,
      "refund" as const,
      "affiliate" as const,
      "check-in" as const,
      "reward" as const,
      "withdraw-refund" as const
    ),
    amount: money,
    status: fc.constantFrom("pending" as const, "approved" as const, "rejected" as const, "failed" as const),
    note: fc.oneof(fc.constant(null), fc.string({ maxLength: 8 })),
    channel: fc.string({ maxLength: 8 }),
    createdAt: fc.constant("2026-11-20T05:00:00.000Z"),
    moved: money,
    balanceAfter: money,
    reference: fc.string({ maxLength: 8 })
  })
  const page = fc.record({
    rows: fc.array(row, { maxLength: 3 }),
    nextCursor: fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }))
  })
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  return [
    ev("HistoryPageLoading", fc.record(facts)),
    ev("HistoryPageLoaded", fc.record({ ...facts, data: page })),
    ev("HistoryPageFailed", fc.record({ ...facts, failure })),
    ev("HistoryFilterChosen", fc.record({ filter })),
    ev("HistoryPeriodChosen", fc.record({ period }))
  ] as const
}
