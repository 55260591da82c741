import { Schema } from "effect"
import { MoneyFromBaht } from "../../domain/money-schema"
import { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// Withdrawals (issue #10 §3). Today's Bangkok day travels in the list events (`today`, "2026-11-22"),
// read by the command: the reducer never reads a clock.

/** The open requests and the settled history, read together (they tell today's room). */
export const WithdrawLists = Schema.Struct({
  requests: Schema.Array(WithdrawRequest),
  history: Schema.Array(WithdrawRequest)
})
export const WithdrawListsEvents = datasetEvents("WithdrawLists", WithdrawLists, { today: Schema.String })

/** GET /api/withdraw/history (API-07): the public feed. */
export const PublicWithdrawalsEvents = datasetEvents("PublicWithdrawals", Schema.Array(PublicWithdrawal), noContext)

/**
 * 'ยืนยันการถอน' as a write (money.md, once-only-write-schema.ts): WithdrawStarted with its Idempotency-Key and
 * amount (one key per intent; a resend of the same amount is the same intent), WithdrawFailed (the
 * server's Thai message), WithdrawUnsure (the lists are read to learn the outcome; nothing is sent
 * again by itself), WithdrawVerifyStarted ('ตรวจสอบอีกครั้ง'), WithdrawNotDone, WithdrawUnverified
 * and WithdrawOffline. Success is WithdrawDone: the amount is held, the request pending.
 */
export const WithdrawWrite = onceOnlyWriteEvents("Withdraw", { amount: MoneyFromBaht })
export const WithdrawDone = Schema.TaggedStruct("WithdrawDone", { request: WithdrawRequest })
/**
 * The lists read after an unsure withdrawal or retry: the request found there (it happened), or
 * null (it did not: the key stays, so a resend of the same amount is the same intent).
 */
export const WithdrawVerified = Schema.TaggedStruct("WithdrawVerified", { request: Schema.NullOr(WithdrawRequest) })

/** 'ลองใหม่' on a failed transfer (OPEN-30) as a write of its own, its key per request. */
export const WithdrawRetryWrite = onceOnlyWriteEvents("WithdrawRetry", { requestId: Schema.String })
export const WithdrawRetryDone = Schema.TaggedStruct("WithdrawRetryDone", { request: WithdrawRequest })

/** STORE-06: the withdraw data back to request {}, requestList [], history [], public {}. */
export const WithdrawReset = Schema.TaggedStruct("WithdrawReset", {})

export const WithdrawEvent = Schema.Union(
  WithdrawListsEvents.events,
  PublicWithdrawalsEvents.events,
  WithdrawWrite.events,
  WithdrawDone,
  WithdrawVerified,
  WithdrawRetryWrite.events,
  WithdrawRetryDone,
  WithdrawReset
)
