import { SLIP_MAX_BYTES, SLIP_MAX_PIXELS, SLIP_REFUSALS } from "../../src/domain/slip"
import { slipEndpoints } from "../../src/services/slip/endpoints"
import { asyncRoute, HttpFailure, signedIn, type Route } from "./route"
import { usableTransfer, verifiedSlip } from "./slip-bank"
import { imageSizeOf } from "./slip-image-size"
import { slipReader, type SlipReading } from "./slip-reader"

// POST /api/auth/slip/verify (OPEN-35, ERR-14): the upload's QR, read off the event loop (#31).
// What is cheap is checked here first: the file's size, and the pixels its header claims (a
// decoder would allocate them all before finding out the data is short); only then is the image
// handed to the reader's worker thread, whose answer is checked against the demo bank.

/**
 * The reader's own refusals (#31), beside ERR-14's (SLIP_REFUSALS): only the server says them and
 * the app shows the server's message, so they stay out of the app's bundle.
 */
export const SLIP_READ_REFUSALS = {
  tooManyPixels: "ภาพสลิปมีความละเอียดเกิน 20 ล้านพิกเซล กรุณาส่งภาพหน้าจอสลิปแทน",
  unreadable: "อ่านสลิปไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  busy: "ระบบกำลังตรวจสอบสลิปจำนวนมาก กรุณาลองใหม่อีกครั้ง"
} as const

/** Seconds a client waits before another try when every reader is busy. */
const BUSY_RETRY_AFTER_S = "5"

const refusalOf = (reading: Exclude<SlipReading, { readonly _tag: "Slip" }>): HttpFailure => {
  switch (reading._tag) {
    case "NotAnImage":
      return new HttpFailure(415, SLIP_REFUSALS.notAnImage)
    case "TooManyPixels":
      return new HttpFailure(413, SLIP_READ_REFUSALS.tooManyPixels)
    case "NoQr":
      return new HttpFailure(422, SLIP_REFUSALS.noQr)
    case "NotASlip":
      return new HttpFailure(422, SLIP_REFUSALS.notASlipQr)
    case "TimedOut":
    case "Failed":
      return new HttpFailure(422, SLIP_READ_REFUSALS.unreadable)
    case "Busy":
      return new HttpFailure(503, SLIP_READ_REFUSALS.busy, undefined, {
        headers: { "Retry-After": BUSY_RETRY_AFTER_S }
      })
  }
}

export const slipVerifyRoute: Route = asyncRoute(slipEndpoints.verify, async (ctx) => {
  const account = signedIn(ctx)
  if (account instanceof HttpFailure) return account
  const { bytes } = ctx.body.slip
  if (bytes.byteLength > SLIP_MAX_BYTES) return new HttpFailure(413, SLIP_REFUSALS.tooLarge)
  const size = imageSizeOf(bytes)
  if (size === null) return new HttpFailure(415, SLIP_REFUSALS.notAnImage)
  if (size.width * size.height > SLIP_MAX_PIXELS) return new HttpFailure(413, SLIP_READ_REFUSALS.tooManyPixels)
  const reading = await slipReader.read(bytes)
  if (reading._tag !== "Slip") return refusalOf(reading)
  const transfer = usableTransfer(ctx.state, reading.transRef, account.seed.username)
  return transfer instanceof HttpFailure ? transfer : verifiedSlip(transfer)
})
