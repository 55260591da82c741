// The wire format of the deposit area (#10 §1); the rules about it are in deposit.ts.
import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

/**
 * One of the operator's receiving accounts (GET /api/deposit, AMB-36 as the issue redefines it).
 * Each account carries its own PromptPay id (a PromptPay id is registered to one bank account);
 * null when that account has none, and then it gets no QR.
 */
export const ReceivingAccount = Schema.Struct({
  bankCode: Schema.String,
  bankName: Schema.String,
  accountNumber: Schema.String,
  accountName: Schema.String,
  promptPayId: Schema.NullOr(Schema.String)
})
export type ReceivingAccount = typeof ReceivingAccount.Type

/** Where a deposit stands (OPEN-13's labels for deposits: รอตรวจสอบ, สำเร็จ, ไม่สำเร็จ). */
export const DepositStatus = Schema.Literal("pending", "approved", "rejected")
export type DepositStatus = typeof DepositStatus.Type

/** One of the player's deposits (GET /api/auth/deposit/{uuid}, API-26), bank transfer or slip. */
export const DepositRecord = Schema.Struct({
  id: Schema.String,
  amount: MoneyFromBaht,
  status: DepositStatus,
  /** How the money came: the sending bank's name, "พร้อมเพย์" or "สลิป". */
  channel: Schema.String,
  /** When the deposit was made, an ISO 8601 instant. */
  createdAt: Schema.String,
  /** The operator's word to the player (Thai): why a deposit was rejected, or the bonus it earned; null otherwise. */
  note: Schema.NullOr(Schema.String)
})
export type DepositRecord = typeof DepositRecord.Type
