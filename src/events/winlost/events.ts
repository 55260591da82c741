import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The loss refund's facts (issue #10 §5). A payout is a money write (money.md): started with its
// Idempotency-Key, then paid, refused, or unsure (its answer lost: the report is read to learn it).

const Destination = Schema.Literal("balance", "bank")

/** GET /api/auth/winlost/:username (OPEN-42): the current period's report. */
export const WinlostReportEvents = datasetEvents("WinlostReport", WinlostReport, noContext)
/** POST /api/auth/log/affiliate/:username with type "wl" (API-37): past refunds. */
export const WinlostLogEvents = datasetEvents("WinlostLog", Schema.Array(WinlostLogEntry), noContext)

/** 'รับยอดเสีย' (into the balance) or 'โอนเข้าบัญชีธนาคาร' (to the bank) was sent with this key. */
export const WinlostPayoutStarted = Schema.TaggedStruct("WinlostPayoutStarted", {
  destination: Destination,
  key: Schema.String
})
export const WinlostPaidOut = Schema.TaggedStruct("WinlostPaidOut", { payout: WinlostPayout })
/** The server refused the payout (its Thai message): the next press is a new intent. */
export const WinlostPayoutFailed = Schema.TaggedStruct("WinlostPayoutFailed", { failure: CallFailure })
/** No answer that tells (lost, or 'already claimed'): the report is read, nothing is resent. */
export const WinlostPayoutUnsure = Schema.TaggedStruct("WinlostPayoutUnsure", { failure: CallFailure })
/** 'ตรวจสอบอีกครั้ง': the player asked to read an unsure payout's outcome again. */
export const WinlostVerifyStarted = Schema.TaggedStruct("WinlostVerifyStarted", {})
/** STORE-07: the win/lost data back to an empty object. */
export const WinlostReset = Schema.TaggedStruct("WinlostReset", {})

export const WinlostEvent = Schema.Union(
  WinlostReportEvents.events,
  WinlostLogEvents.events,
  WinlostPayoutStarted,
  WinlostPaidOut,
  WinlostPayoutFailed,
  WinlostPayoutUnsure,
  WinlostVerifyStarted,
  WinlostReset
)
