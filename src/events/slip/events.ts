import { Schema } from "effect"
import { SlipDeposited, SlipRequest, TransRef, VerifiedSlip } from "../../domain/slip-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The deposit by slip (issue #10 §2). Events carry only what the server verified, masked (the
// sender's name, the account number): never the image, never a full name (money.md).

/** POST /api/auth/slip/verify: Loading while the slip uploads and is read. */
export const SlipVerifyEvents = datasetEvents("SlipVerify", VerifiedSlip, noContext)
/** GET /api/auth/slip/my/request. */
export const SlipMyRequestsEvents = datasetEvents("SlipMyRequests", Schema.Array(SlipRequest), noContext)

/** The chosen file was refused before any upload: not a JPEG, PNG or WebP, or over 10 MB. */
export const SlipFileRefused = Schema.TaggedStruct("SlipFileRefused", { problem: Schema.Literal("type", "size") })
/** The upload has sent this share of the slip (whole tens of percent, so a log holds at most ten). */
export const SlipUploadProgressed = Schema.TaggedStruct("SlipUploadProgressed", {
  percent: Schema.Number.pipe(Schema.int(), Schema.between(0, 100))
})
/** The player cancelled the upload ('ยกเลิก'): nothing was verified. */
export const SlipUploadCancelled = Schema.TaggedStruct("SlipUploadCancelled", {})
/** 'เลือกสลิปใหม่': the verified slip, the outcome and the message go; the list stays. */
export const SlipCleared = Schema.TaggedStruct("SlipCleared", {})

/**
 * 'ยืนยันการฝาก' as a write (money.md, once-only-write-schema.ts): SlipDepositStarted with its Idempotency-Key
 * and the slip's reference (what the read-back looks for in the requests), SlipDepositFailed (the
 * server refused confirm or request-deposit, its Thai message: ERR-14), SlipDepositUnsure (the
 * deposit's answer was lost: the requests are read, nothing is resent), SlipDepositVerifyStarted
 * ('ตรวจสอบอีกครั้ง'), SlipDepositNotDone, SlipDepositUnverified and SlipDepositOffline. Success is
 * SlipDepositDone.
 */
export const SlipDepositWrite = onceOnlyWriteEvents("SlipDeposit", { transRef: TransRef })
export const SlipDepositDone = Schema.TaggedStruct("SlipDepositDone", { deposit: SlipDeposited })

export const SlipEvent = Schema.Union(
  SlipVerifyEvents.events,
  SlipMyRequestsEvents.events,
  SlipFileRefused,
  SlipUploadProgressed,
  SlipUploadCancelled,
  SlipCleared,
  SlipDepositWrite.events,
  SlipDepositDone
)
