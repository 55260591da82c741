import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { SlipDeposited, SlipRequest, TransRef, VerifiedSlip } from "../../domain/slip-schema"
import { datasetEvents, noContext } from "../dataset-events"

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

/** 'ยืนยันการฝาก' sent the deposit of this slip with this Idempotency-Key (money.md). */
export const SlipDepositStarted = Schema.TaggedStruct("SlipDepositStarted", { key: Schema.String, transRef: TransRef })
export const SlipDepositDone = Schema.TaggedStruct("SlipDepositDone", { deposit: SlipDeposited })
/** The server refused confirm or request-deposit (its Thai message, ERR-14). */
export const SlipDepositFailed = Schema.TaggedStruct("SlipDepositFailed", { failure: CallFailure })
/** The deposit's answer was lost: the requests and the balance are read, nothing is resent. */
export const SlipDepositUnsure = Schema.TaggedStruct("SlipDepositUnsure", { failure: CallFailure })
/** 'ตรวจสอบอีกครั้ง': the outcome is read again. */
export const SlipDepositVerifyStarted = Schema.TaggedStruct("SlipDepositVerifyStarted", {})

export const SlipEvent = Schema.Union(
  SlipVerifyEvents.events,
  SlipMyRequestsEvents.events,
  SlipFileRefused,
  SlipUploadProgressed,
  SlipUploadCancelled,
  SlipCleared,
  SlipDepositStarted,
  SlipDepositDone,
  SlipDepositFailed,
  SlipDepositUnsure,
  SlipDepositVerifyStarted
)
