import { Schema } from "effect"
import { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The loss refund's facts (issue #10 §5). A payout is a money write (money.md): started with its
// Idempotency-Key, then paid, refused, or unsure (its answer lost: the report is read to learn it).

const Destination = Schema.Literal("balance", "bank")

/** GET /api/auth/winlost/:username (OPEN-42): the current period's report. */
export const WinlostReportEvents = datasetEvents("WinlostReport", WinlostReport, noContext)
/** POST /api/auth/log/affiliate/:username with type "wl" (API-37): past refunds. */
export const WinlostLogEvents = datasetEvents("WinlostLog", Schema.Array(WinlostLogEntry), noContext)

/**
 * A payout as a write (money.md, once-only-write-schema.ts): WinlostPayoutStarted with its Idempotency-Key
 * and its destination ('รับยอดเสีย' into the balance, 'โอนเข้าบัญชีธนาคาร' to the bank),
 * WinlostPayoutFailed (the server's Thai refusal: the next press is a new intent),
 * WinlostPayoutUnsure (no answer that tells, or 'already claimed': the report is read, nothing is
 * resent), WinlostPayoutVerifyStarted ('ตรวจสอบอีกครั้ง'), WinlostPayoutNotDone,
 * WinlostPayoutUnverified and WinlostPayoutOffline. Success is WinlostPaidOut.
 */
export const WinlostPayoutWrite = onceOnlyWriteEvents("WinlostPayout", { destination: Destination })
export const WinlostPaidOut = Schema.TaggedStruct("WinlostPaidOut", { payout: WinlostPayout })
/** STORE-07: the win/lost data back to an empty object. */
export const WinlostReset = Schema.TaggedStruct("WinlostReset", {})

export const WinlostEvent = Schema.Union(
  WinlostReportEvents.events,
  WinlostLogEvents.events,
  WinlostPayoutWrite.events,
  WinlostPaidOut,
  WinlostReset
)
