import fc from "fast-check"
import { satang, type Satang } from "../../../src/domain/money"
import type { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../../src/domain/winlost-schema"

// Loss refund samples for the event tests (issue #10 §5).

export const winlostReport = (overrides: Partial<WinlostReport> = {}): WinlostReport => ({
  periodStart: "2026-11-15T17:00:00.000Z",
  periodEnd: "2026-11-22T17:00:00.000Z",
  loss: satang(1_234_550),
  percent: 5,
  refund: satang(61_727),
  claimed: false,
  claimedAt: null,
  claimedTo: null,
  ...overrides
})

export const winlostPayout = (overrides: Partial<WinlostPayout> = {}): WinlostPayout => ({
  id: "wl-demo-1763226000000",
  amount: satang(61_727),
  destination: "balance",
  balance: satang(213_802),
  claimedAt: "2026-11-20T05:00:00.000Z",
  periodStart: "2026-11-15T17:00:00.000Z",
  ...overrides
})

export const winlostLogEntry: WinlostLogEntry = {
  id: "wl-demo-1762621200000",
  periodStart: "2026-11-08T17:00:00.000Z",
  periodEnd: "2026-11-15T17:00:00.000Z",
  loss: satang(2_480_000),
  percent: 5,
  amount: satang(124_000),
  destination: "bank",
  createdAt: "2026-11-15T15:00:00.000Z"
}

/** Generators of the winlost events for the replay properties. */
export const winlostGenerators = (
  money: fc.Arbitrary<Satang>,
  failure: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const iso = fc.constantFrom("2026-11-15T17:00:00.000Z", "2026-11-22T17:00:00.000Z")
  const destination = fc.constantFrom("balance" as const, "bank" as const)
  const report = fc.record({
    periodStart: iso,
    periodEnd: iso,
    loss: money,
    percent: fc.constantFrom(5, 7, 10, 15),
    refund: money,
    claimed: fc.boolean(),
    claimedAt: fc.oneof(fc.constant(null), iso),
    claimedTo: fc.oneof(fc.constant(null), destination)
  })
  const payout = fc.record({
    id: fc.string({ maxLength: 12 }),
    amount: money,
    destination,
    balance: money,
    claimedAt: iso,
    periodStart: iso
  })
  const entry = fc.record({
    id: fc.string({ maxLength: 12 }),
    periodStart: iso,
    periodEnd: iso,
    loss: money,
    percent: fc.constantFrom(5, 7),
    amount: money,
    destination,
    createdAt: iso
  })
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })
  return [
    bare("WinlostReportLoading"),
    ev("WinlostReportLoaded", fc.record({ data: report })),
    ev("WinlostReportFailed", fc.record({ failure })),
    bare("WinlostLogLoading"),
    ev("WinlostLogLoaded", fc.record({ data: fc.array(entry, { maxLength: 3 }) })),
    ev("WinlostLogFailed", fc.record({ failure })),
    ev("WinlostPayoutStarted", fc.record({ destination, key: fc.uuid() })),
    ev("WinlostPaidOut", fc.record({ payout })),
    ev("WinlostPayoutFailed", fc.record({ failure })),
    ev("WinlostPayoutUnsure", fc.record({ failure })),
    bare("WinlostPayoutVerifyStarted"),
    bare("WinlostPayoutNotDone"),
    bare("WinlostPayoutUnverified"),
    bare("WinlostPayoutOffline"),
    bare("WinlostReset")
  ] as const
}
