import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

// The slip deposit's wire schemas (OPEN-35..OPEN-37). Names and account numbers arrive masked: the
// server never sends a sender's full name or a full account number back to the app.

/** A transaction reference as a bank's slip QR carries it (letters and digits). */
export const TransRef = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9]{6,40}$/))

/** POST /api/auth/slip/verify's answer: the bank's record of the transfer the slip shows. */
export const VerifiedSlip = Schema.Struct({
  transRef: TransRef,
  amount: MoneyFromBaht,
  sendingBank: Schema.Struct({ code: Schema.String, name: Schema.String }),
  /** Masked by the server: 'นาย ส***ย ใ***ดี'. */
  senderName: Schema.String,
  receiver: Schema.Struct({
    bankCode: Schema.String,
    /** Masked: 'xxx-x-xx789-0'. */
    accountNumber: Schema.String,
    accountName: Schema.String
  }),
  /** ISO 8601 instant of the transfer. */
  transferredAt: Schema.String
})
export type VerifiedSlip = typeof VerifiedSlip.Type

/** The body of confirm and request-deposit (OPEN-36, OPEN-37): the verified slip's reference. */
export const SlipReference = Schema.Struct({ transRef: TransRef })

/** POST /api/auth/slip/confirm's answer: the slip is unused and held for this player. */
export const SlipConfirmed = Schema.Struct({ transRef: TransRef, amount: MoneyFromBaht })

/** POST /api/auth/slip/request-deposit's answer: the credited request and the new balance. */
export const SlipDeposited = Schema.Struct({ requestId: Schema.String, amount: MoneyFromBaht, balance: MoneyFromBaht })
export type SlipDeposited = typeof SlipDeposited.Type

export const SlipRequestStatus = Schema.Literal("pending", "approved", "rejected")

/** One of the player's slip requests (GET /api/auth/slip/my/request). */
export const SlipRequest = Schema.Struct({
  id: Schema.String,
  transRef: TransRef,
  amount: MoneyFromBaht,
  status: SlipRequestStatus,
  createdAt: Schema.String
})
export type SlipRequest = typeof SlipRequest.Type
