// The wire format of withdrawals (ENT-16, OPEN-13, OPEN-30, API-07); the rules are in withdraw.ts.
import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

/** The status values of a withdrawal (OPEN-13): exactly these four. */
export const WithdrawStatus = Schema.Literal("pending", "approved", "rejected", "failed")
export type WithdrawStatus = typeof WithdrawStatus.Type

/** An instant as ISO 8601 text that a Date can read. */
export const IsoInstant = Schema.String.pipe(
  Schema.filter((text) => !Number.isNaN(Date.parse(text)), { message: () => "an ISO 8601 instant" })
)

/**
 * One withdrawal request as the player sees it. `bankAccount` is masked by the server (every digit
 * but the last 4 hidden): the full number never reaches the browser, nor its event log.
 */
export const WithdrawRequest = Schema.Struct({
  id: Schema.String,
  amount: MoneyFromBaht,
  status: WithdrawStatus,
  /** Why a withdrawal was rejected or its transfer failed, in Thai; null otherwise. */
  reason: Schema.NullOr(Schema.String),
  bankName: Schema.String,
  bankAccount: Schema.String.pipe(
    Schema.filter((text) => !/\d{5,}/.test(text.replace(/-/g, "")), { message: () => "a masked account number" })
  ),
  createdAt: IsoInstant,
  updatedAt: IsoInstant
})
export type WithdrawRequest = typeof WithdrawRequest.Type

/** POST /api/auth/withdraw/{uuid}: the amount, baht on the wire, satang inside. */
export const WithdrawBody = Schema.Struct({ amount: MoneyFromBaht })
export type WithdrawBody = typeof WithdrawBody.Type

/** POST /api/auth/withdraw/retry (OPEN-30): the id of a failed withdrawal of this player. */
export const RetryWithdrawBody = Schema.Struct({ requestId: Schema.String.pipe(Schema.minLength(1)) })

/** One row of the public feed (API-07): the username masked ('de***o'), the amount, the time. */
export const PublicWithdrawal = Schema.Struct({
  username: Schema.String,
  amount: MoneyFromBaht,
  createdAt: IsoInstant
})
export type PublicWithdrawal = typeof PublicWithdrawal.Type
