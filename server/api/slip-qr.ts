import jpeg from "jpeg-js"
import jsQR from "jsqr"
import { PNG } from "pngjs"
import { slipVerify } from "promptparse/validate"
import { SLIP_MAX_PIXELS } from "../../src/domain/slip"
import { imageSizeOf } from "./slip-image-size"

// Reads the Thai bank slip mini-QR in an uploaded image: the image is decoded (PNG or JPEG, told
// by its first bytes, not by what the upload claims; never one whose header claims more than
// SLIP_MAX_PIXELS), on the reader's worker thread (slip-reader.ts), the QR found with jsQR, and its payload parsed
// and its CRC checked with promptparse (tag 00: API id 000001, sending bank, transaction reference;
// tag 51 "TH"; tag 91 CRC-16).

export type SlipQr =
  | { readonly _tag: "NotAnImage" }
  /** More pixels than SLIP_MAX_PIXELS, by the image's own header: never decoded (#31). */
  | { readonly _tag: "TooManyPixels" }
  | { readonly _tag: "NoQr" }
  | { readonly _tag: "NotASlip" }
  | { readonly _tag: "Slip"; readonly sendingBank: string; readonly transRef: string }

interface Pixels {
  readonly data: Uint8ClampedArray
  readonly width: number
  readonly height: number
}

/** jpeg-js's own bound, the same as the header check's: a second guard, should the two ever disagree. */
const MAX_MEGAPIXELS = SLIP_MAX_PIXELS / 1_000_000

const isPng = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
const isJpeg = (bytes: Uint8Array): boolean => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff

const clamped = (data: Uint8Array): Uint8ClampedArray =>
  new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength)

const decodeImage = (bytes: Uint8Array): Pixels | null => {
  try {
    if (isPng(bytes)) {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      return { data: clamped(png.data), width: png.width, height: png.height }
    }
    if (isJpeg(bytes)) {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_MEGAPIXELS,
        maxMemoryUsageInMB: 512
      })
      return { data: clamped(image.data), width: image.width, height: image.height }
    }
    return null
  } catch {
    return null
  }
}

/** The slip payload's reference, or null when it is not one or its CRC is wrong. */
export const parseSlipPayload = (payload: string): { readonly sendingBank: string; readonly transRef: string } | null =>
  slipVerify(payload)

export const readSlipQr = (bytes: Uint8Array): SlipQr => {
  const size = imageSizeOf(bytes)
  if (size === null) return { _tag: "NotAnImage" }
  if (size.width * size.height > SLIP_MAX_PIXELS) return { _tag: "TooManyPixels" }
  const image = decodeImage(bytes)
  if (image === null) return { _tag: "NotAnImage" }
  const code = jsQR(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" })
  if (code === null) return { _tag: "NoQr" }
  const slip = parseSlipPayload(code.data)
  return slip === null ? { _tag: "NotASlip" } : { _tag: "Slip", ...slip }
}
