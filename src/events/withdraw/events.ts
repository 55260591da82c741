import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { MoneyFromBaht } from "../../domain/money-schema"
import { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw-schema"
import { datasetEvents, noContext } from "../dataset-events"

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

/** 'ยืนยันการถอน' sent the withdrawal with this Idempotency-Key (money.md): one key per intent. */
export const WithdrawStarted = Schema.TaggedStruct("WithdrawStarted", { key: Schema.String, amount: MoneyFromBaht })
/** The server took the withdrawal: the amount is held, the request pending. */
export const WithdrawDone = Schema.TaggedStruct("WithdrawDone", { request: WithdrawRequest })
/** The server refused it (its Thai message): the next press is a new intent. */
export const WithdrawFailed = Schema.TaggedStruct("WithdrawFailed", { failure: CallFailure })
/** No answer that tells: the lists are read to learn the outcome; nothing is sent again by itself. */
export const WithdrawUnsure = Schema.TaggedStruct("WithdrawUnsure", { failure: CallFailure })
/** Pressed while offline: nothing was sent. */
export const WithdrawOffline = Schema.TaggedStruct("WithdrawOffline", {})
/** 'ตรวจสอบอีกครั้ง': the outcome is read again. */
export const WithdrawVerifyStarted = Schema.TaggedStruct("WithdrawVerifyStarted", {})
/**
 * The lists read after an unsure write: the request found there (it happened), or null (it did not:
 * the key stays, so a resend of the same amount is the same intent).
 */
export const WithdrawVerified = Schema.TaggedStruct("WithdrawVerified", { request: Schema.NullOr(WithdrawRequest) })

/** 'ลองใหม่' on a failed transfer (OPEN-30), with its own Idempotency-Key. */
export const WithdrawRetryStarted = Schema.TaggedStruct("WithdrawRetryStarted", {
  requestId: Schema.String,
  key: Schema.String
})
export const WithdrawRetryDone = Schema.TaggedStruct("WithdrawRetryDone", { request: WithdrawRequest })
export const WithdrawRetryFailed = Schema.TaggedStruct("WithdrawRetryFailed", { failure: CallFailure })
export const WithdrawRetryUnsure = Schema.TaggedStruct("WithdrawRetryUnsure", { failure: CallFailure })

/** STORE-06: the withdraw data back to request {}, requestList [], history [], public {}. */
export const WithdrawReset = Schema.TaggedStruct("WithdrawReset", {})

export const WithdrawEvent = Schema.Union(
  WithdrawListsEvents.events,
  PublicWithdrawalsEvents.events,
  WithdrawStarted,
  WithdrawDone,
  WithdrawFailed,
  WithdrawUnsure,
  WithdrawOffline,
  WithdrawVerifyStarted,
  WithdrawVerified,
  WithdrawRetryStarted,
  WithdrawRetryDone,
  WithdrawRetryFailed,
  WithdrawRetryUnsure,
  WithdrawReset
)
