// #10 §2 the Thai bank slip mini-QR (tag 00: API id 000001, sending bank, reference; 51 TH; 91
// CRC-16) made and read with promptparse; the slip's file rules and name masking (domain/slip.ts).
import jpeg from "jpeg-js"
import { PNG } from "pngjs"
import { describe, expect, it } from "vitest"
import { generateSlipPayload } from "../../../server/api/slip-payload"
import { drawSlipPng } from "../../../server/api/slip-picture"
import { parseSlipPayload, readSlipQr } from "../../../server/api/slip-qr"
import {
  isSlipExpired,
  maskPersonName,
  SLIP_MAX_AGE_MS,
  SLIP_MAX_BYTES,
  slipFileProblem
} from "../../../src/domain/slip"

describe("slip payload (#10 §2)", () => {
  it("#10 a generated payload carries API id 000001, the bank, the reference, TH and a CRC", () => {
    const payload = generateSlipPayload("004", "0041234567890ABCD")
    expect(payload).toMatch(/^0038000600000101030040217/)
    expect(payload).toContain("5102TH")
    expect(payload).toMatch(/9104[0-9A-F]{4}$/)
    expect(parseSlipPayload(payload)).toEqual({ sendingBank: "004", transRef: "0041234567890ABCD" })
  })

  it("#10 a payload whose CRC is wrong is not a slip", () => {
    const payload = generateSlipPayload("004", "0041234567890ABCD")
    const crc = payload.slice(-4)
    const wrong = payload.slice(0, -4) + (crc === "0000" ? "0001" : "0000")
    expect(parseSlipPayload(wrong)).toBeNull()
  })

  it("#10 a PromptPay or other payload is not a slip", () => {
    expect(parseSlipPayload("00020101021129370016A000000677010111011300668123456785802TH53037646304FE29")).toBeNull()
    expect(parseSlipPayload("hello")).toBeNull()
  })

  it("#10 the drawn slip picture's QR reads back as the payload", () => {
    const payload = generateSlipPayload("014", "014202506150DEV000001")
    expect(readSlipQr(drawSlipPng(payload, "#4e2e7f"))).toEqual({
      _tag: "Slip",
      sendingBank: "014",
      transRef: "014202506150DEV000001"
    })
  })

  it("#10 a JPEG photo of the slip is read too (the app sends phone photos as JPEG)", () => {
    const payload = generateSlipPayload("004", "00420250615DEV000007")
    const png = PNG.sync.read(drawSlipPng(payload, "#0b7a2e"))
    const jpg = jpeg.encode({ data: png.data, width: png.width, height: png.height }, 85).data
    expect(readSlipQr(jpg)).toMatchObject({ _tag: "Slip", transRef: "00420250615DEV000007" })
  })

  it("#10 bytes that are neither PNG nor JPEG are not an image", () => {
    expect(readSlipQr(new TextEncoder().encode("GIF89a..."))._tag).toBe("NotAnImage")
  })
})

describe("slip rules (#10 §2)", () => {
  it("#10 JPEG, PNG and WebP up to 10 MB may go; anything else is refused before upload", () => {
    expect(slipFileProblem({ type: "image/jpeg", size: SLIP_MAX_BYTES })).toBeNull()
    expect(slipFileProblem({ type: "image/webp", size: 1 })).toBeNull()
    expect(slipFileProblem({ type: "image/png", size: SLIP_MAX_BYTES + 1 })).toBe("size")
    expect(slipFileProblem({ type: "image/gif", size: 10 })).toBe("type")
    expect(slipFileProblem({ type: "application/pdf", size: 10 })).toBe("type")
    expect(slipFileProblem({ type: "image/png", size: 0 })).toBe("size")
  })

  it("#10 a slip exactly 7 days old is still valid; a millisecond more is expired", () => {
    expect(isSlipExpired(0, SLIP_MAX_AGE_MS)).toBe(false)
    expect(isSlipExpired(0, SLIP_MAX_AGE_MS + 1)).toBe(true)
  })

  it("#10 a sender's name is masked word by word, the title kept", () => {
    expect(maskPersonName("นาย สมชาย ใจดี")).toBe("นาย ส***ย ใ***ดี")
    expect(maskPersonName("MR JOHN DOE")).toBe("MR J***N D***E")
    expect(maskPersonName("อ")).toBe("อ*")
  })
})
