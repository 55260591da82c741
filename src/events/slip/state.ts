import { Schema } from "effect"
import { MoneyFromBaht } from "../../domain/money-schema"
import { SlipRequest, VerifiedSlip } from "../../domain/slip-schema"
import { remoteData } from "../remote-data-schema"

/**
 * The deposit write and the upload beside the verified slip: ENT-13 names the slice's four members
 * (verify, myRequests, result, error), so what the screen needs beyond them lives in `result`.
 */
export const SlipResultSchema = Schema.Struct({
  /** How much of the slip has gone up while verify is Loading (0 to 100). */
  uploadPercent: Schema.Number,
  /** The credited deposit ('ฝากเงินสำเร็จ'); its balance is null when the read-back found it. */
  deposited: Schema.NullOr(
    Schema.Struct({ requestId: Schema.String, amount: MoneyFromBaht, balance: Schema.NullOr(MoneyFromBaht) })
  ),
  submitting: Schema.Boolean,
  /** The reference and Idempotency-Key of a deposit whose outcome is unknown; a resend reuses the key. */
  pendingKey: Schema.NullOr(Schema.String),
  pendingRef: Schema.NullOr(Schema.String),
  /** 'กำลังตรวจสอบรายการ…' */
  verifying: Schema.Boolean,
  /** The outcome could not be read: 'ตรวจสอบอีกครั้ง'. */
  unverified: Schema.Boolean,
  /** The read-back showed no deposit: the player may press again (same key). */
  notDone: Schema.Boolean
})

/** The `slip` slice (ENT-13). */
export const SlipStateSchema = Schema.Struct({
  verify: remoteData(VerifiedSlip),
  myRequests: remoteData(Schema.Array(SlipRequest)),
  result: SlipResultSchema,
  /** The latest refusal's Thai text: the file, the server's (ERR-14), shown with 'เลือกสลิปใหม่'. */
  error: Schema.NullOr(Schema.String)
})
export type SlipState = typeof SlipStateSchema.Type
export type SlipResult = typeof SlipResultSchema.Type
