import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { WheelBoard, WheelReward, WheelSpin } from "../../domain/wheel-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The prize wheel's facts (issue #13). A spin is a write that moves money or points (money.md):
// started with its Idempotency-Key, then spun, refused, or unsure (its answer lost: the board and
// the log are read to learn it, nothing is resent by itself).

/** GET /api/auth/wheel (API-41): the segments and today's spins. */
export const WheelBoardEvents = datasetEvents("WheelBoard", WheelBoard, noContext)
/** POST /api/auth/wheel/log (API-43): the player's spins, newest first. */
export const WheelLogEvents = datasetEvents("WheelLog", Schema.Array(WheelSpin), noContext)

/** 'หมุนวงล้อ' sent with this key, when this many spins were left (what a read-back compares with). */
export const WheelSpinStarted = Schema.TaggedStruct("WheelSpinStarted", {
  key: Schema.String,
  spinsLeft: Schema.Number
})
/** The server's spin: the wheel turns to its segment, then the dialog names the prize. */
export const WheelSpun = Schema.TaggedStruct("WheelSpun", { reward: WheelReward })
/** The server refused the spin (its Thai message, 'สิทธิ์หมุนวันนี้หมดแล้ว' ...): the next press is a new intent. */
export const WheelSpinFailed = Schema.TaggedStruct("WheelSpinFailed", { failure: CallFailure })
/** No answer that tells: 'กำลังตรวจสอบรายการ…' while the board and the log are read. */
export const WheelSpinUnsure = Schema.TaggedStruct("WheelSpinUnsure", { failure: CallFailure })
/** 'ตรวจสอบอีกครั้ง': the player asked to read an unsure spin's outcome again. */
export const WheelVerifyStarted = Schema.TaggedStruct("WheelVerifyStarted", {})
/** The read-back did not find the spin: the player may press again (the same key). */
export const WheelSpinNotDone = Schema.TaggedStruct("WheelSpinNotDone", {})
/** The read-back could not be read: 'ตรวจสอบอีกครั้ง' is offered. */
export const WheelSpinUnverified = Schema.TaggedStruct("WheelSpinUnverified", {})
/** The player closed the prize dialog. */
export const WheelResultSeen = Schema.TaggedStruct("WheelResultSeen", {})
/** STORE-05: the wheel back to its initial values (the screen left with no spin pending). */
export const WheelReset = Schema.TaggedStruct("WheelReset", {})

export const WheelEvent = Schema.Union(
  WheelBoardEvents.events,
  WheelLogEvents.events,
  WheelSpinStarted,
  WheelSpun,
  WheelSpinFailed,
  WheelSpinUnsure,
  WheelVerifyStarted,
  WheelSpinNotDone,
  WheelSpinUnverified,
  WheelResultSeen,
  WheelReset
)
