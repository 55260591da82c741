import fc from "fast-check"
import { satang, type Satang } from "../../../src/domain/money"
import type { PublicWithdrawal, WithdrawRequest, WithdrawStatus } from "../../../src/domain/withdraw"
import type { AppEvent } from "../../../src/events/schemas"
import { serverFailure } from "../events/fixtures"

// Withdrawal samples for the reducer, privacy and replay tests (issue #10 §3).

export const withdrawRequest = (
  id: string,
  amount: Satang,
  status: WithdrawStatus = "pending",
  createdAt = "2025-06-15T03:00:00.000Z"
): WithdrawRequest => ({
  id,
  amount,
  status,
  reason: status === "rejected" || status === "failed" ? "ธนาคารปลายทางขัดข้อง" : null,
  bankName: "กสิกรไทย",
  bankAccount: "xxx-x-xx789-0",
  createdAt,
  updatedAt: createdAt
})

export const publicWithdrawal: PublicWithdrawal = {
  username: "de***o",
  amount: satang(50_000),
  createdAt: "2025-06-15T03:00:00.000Z"
}

const KEY = "6f1d2c3b-4a5e-4f57-9f3e-3b7c2f0e6a1d"

/** A withdrawal's life in a session log: lists, a press, its answer, a retry. */
export const withdrawSessionEvents: ReadonlyArray<AppEvent> = [
  { _tag: "PublicWithdrawalsLoading" },
  { _tag: "PublicWithdrawalsLoaded", data: [publicWithdrawal] },
  { _tag: "WithdrawListsLoading", today: "2025-06-15" },
  {
    _tag: "WithdrawListsLoaded",
    today: "2025-06-15",
    data: { requests: [withdrawRequest("WD-1", satang(20_000), "failed")], history: [] }
  },
  { _tag: "WithdrawStarted", key: KEY, amount: satang(50_000) },
  { _tag: "WithdrawDone", request: withdrawRequest("WD-2", satang(50_000)) },
  { _tag: "WithdrawRetryStarted", requestId: "WD-1", key: KEY },
  { _tag: "WithdrawRetryDone", request: withdrawRequest("WD-1", satang(20_000)) }
]

export const withdrawOtherEvents: ReadonlyArray<AppEvent> = [
  { _tag: "PublicWithdrawalsFailed", failure: serverFailure("feed") },
  { _tag: "WithdrawListsFailed", today: "2025-06-15", failure: serverFailure("lists") },
  { _tag: "WithdrawFailed", failure: serverFailure("ยอดเงินไม่พอ") },
  { _tag: "WithdrawUnsure", failure: serverFailure("lost", 503) },
  { _tag: "WithdrawOffline" },
  { _tag: "WithdrawVerifyStarted" },
  { _tag: "WithdrawVerified", request: null },
  { _tag: "WithdrawRetryFailed", failure: serverFailure("รายการนี้ลองใหม่ไม่ได้") },
  { _tag: "WithdrawRetryUnsure", failure: serverFailure("lost", 503) },
  { _tag: "WithdrawNotDone" },
  { _tag: "WithdrawUnverified" },
  { _tag: "WithdrawRetryVerifyStarted" },
  { _tag: "WithdrawRetryNotDone" },
  { _tag: "WithdrawRetryUnverified" },
  { _tag: "WithdrawRetryOffline" },
  { _tag: "WithdrawReset" }
]

const status = fc.constantFrom<WithdrawStatus>("pending", "approved", "rejected", "failed")
const amount = fc.integer({ min: 0, max: 100_000_000 }).map(satang)
const iso = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => new Date(ms).toISOString())
const request = fc
  .record({ id: fc.constantFrom("WD-1", "WD-2", "WD-3"), amount, status, createdAt: iso })
  .map(({ id, amount: value, status: s, createdAt }) => withdrawRequest(id, value, s, createdAt))
const requests = fc.array(request, { maxLength: 3 })
const day = fc.constantFrom("2025-06-15", "2026-11-22")
const failure = fc.constantFrom(serverFailure("x"), serverFailure("lost", 503))
const key = fc.uuid()

const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
  fields.map((f) => ({ _tag: tag, ...f }))
const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })

/** A generator per withdraw event tag (the replay properties). */
export const withdrawGenerators: ReadonlyArray<fc.Arbitrary<AppEvent>> = [
  bare("PublicWithdrawalsLoading"),
  ev("PublicWithdrawalsLoaded", fc.record({ data: fc.array(fc.constant(publicWithdrawal), { maxLength: 3 }) })),
  ev("PublicWithdrawalsFailed", fc.record({ failure })),
  ev("WithdrawListsLoading", fc.record({ today: day })),
  ev("WithdrawListsLoaded", fc.record({ today: day, data: fc.record({ requests, history: requests }) })),
  ev("WithdrawListsFailed", fc.record({ today: day, failure })),
  ev("WithdrawStarted", fc.record({ key, amount })),
  ev("WithdrawDone", fc.record({ request })),
  ev("WithdrawFailed", fc.record({ failure })),
  ev("WithdrawUnsure", fc.record({ failure })),
  bare("WithdrawOffline"),
  bare("WithdrawVerifyStarted"),
  ev("WithdrawVerified", fc.record({ request: fc.option(request, { nil: null }) })),
  ev("WithdrawRetryStarted", fc.record({ requestId: fc.constantFrom("WD-1", "WD-2"), key })),
  ev("WithdrawRetryDone", fc.record({ request })),
  ev("WithdrawRetryFailed", fc.record({ failure })),
  ev("WithdrawRetryUnsure", fc.record({ failure })),
  bare("WithdrawNotDone"),
  bare("WithdrawUnverified"),
  bare("WithdrawRetryVerifyStarted"),
  bare("WithdrawRetryNotDone"),
  bare("WithdrawRetryUnverified"),
  bare("WithdrawRetryOffline"),
  bare("WithdrawReset")
]
