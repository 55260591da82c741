import { Schema } from "effect"
import { WheelBoard, WheelReward, WheelSpin } from "../../domain/wheel-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The prize wheel's facts (issue #13). A spin is a write that moves money or points (money.md):
// started with its Idempotency-Key, then spun, refused, or unsure (its answer lost: the board and
// the log are read to learn it, nothing is resent by itself).

/** GET /api/auth/wheel (API-41): the segments and today's spins. */
export const WheelBoardEvents = datasetEvents("WheelBoard", WheelBoard, noContext)
/** POST /api/auth/wheel/log (API-43): the player's spins, newest first. */
export const WheelLogEvents = datasetEvents("WheelLog", Schema.Array(WheelSpin), noContext)

/**
 * 'หมุนวงล้อ' as a write (money.md, once-only-write-schema.ts): WheelSpinStarted with its key and
 * the spins left at the press (what a read-back compares with), WheelSpinFailed (the server's Thai
 * message, 'สิทธิ์หมุนวันนี้หมดแล้ว' ...), WheelSpinUnsure ('กำลังตรวจสอบรายการ…' while the board and
 * the log are read), WheelSpinVerifyStarted ('ตรวจสอบอีกครั้ง'), WheelSpinNotDone, WheelSpinUnverified
 * and WheelSpinOffline. Success is WheelSpun.
 */
export const WheelSpinWrite = onceOnlyWriteEvents("WheelSpin", { spinsLeft: Schema.Number })
/** The server's spin: the wheel turns to its segment, then the dialog names the prize. */
export const WheelSpun = Schema.TaggedStruct("WheelSpun", { reward: WheelReward })
/** The player closed the prize dialog. */
export const WheelResultSeen = Schema.TaggedStruct("WheelResultSeen", {})
/** STORE-05: the wheel back to its initial values (the screen left with no spin pending). */
export const WheelReset = Schema.TaggedStruct("WheelReset", {})

export const WheelEvent = Schema.Union(
  WheelBoardEvents.events,
  WheelLogEvents.events,
  WheelSpinWrite.events,
  WheelSpun,
  WheelResultSeen,
  WheelReset
)
