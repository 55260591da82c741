// The slip deposit's rules shared by the app and the reference API (issue #10 §2): which files may
// be uploaded, how old a slip may be, and the Thai refusals (ERR-14) the server answers with.

/** The image types a slip may be: what a phone's camera or screenshot makes. */
export const SLIP_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const

/** 10 MB: a slip photo straight off a phone's camera fits; anything bigger is not a slip. */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024

/**
 * The most pixels a slip image may have (#31), read from its header before it is decoded. A slip is
 * a phone's screenshot (1–4 megapixels; a long scrolled one 13) or a photo of one (12 megapixels
 * from most phones), and the app sends large files at 1,600 px on the long side anyway. 20
 * megapixels keeps all of those, and bounds a decode to 80 MB of RGBA instead of the 1.6 GB a PNG
 * claiming 20000 x 20000 asks for in under 1 kB.
 */
export const SLIP_MAX_PIXELS = 20_000_000

/** A slip older than this is refused ('สลิปหมดอายุ'). */
export const SLIP_MAX_AGE_DAYS = 7
export const SLIP_MAX_AGE_MS = SLIP_MAX_AGE_DAYS * 24 * 60 * 60 * 1000

/** The server's refusals of a slip (ERR-14): exact texts, the app shows the server's message. */
export const SLIP_REFUSALS = {
  notAnImage: "ไฟล์ต้องเป็นรูปภาพ",
  tooLarge: "ไฟล์ต้องมีขนาดไม่เกิน 10 MB",
  noQr: "ไม่พบ QR code ในสลิป",
  notASlipQr: "QR code นี้ไม่ใช่สลิปโอนเงิน",
  used: "สลิปนี้ถูกใช้แล้ว",
  wrongReceiver: "บัญชีผู้รับไม่ถูกต้อง",
  expired: "สลิปหมดอายุ",
  unknown: "ไม่พบรายการโอนนี้",
  notVerified: "กรุณาตรวจสอบสลิปก่อนยืนยัน"
} as const

export type SlipFileProblem = "type" | "size" | null

/** What is wrong with a chosen file before any upload, or null when it may go. */
export const slipFileProblem = (file: { readonly type: string; readonly size: number }): SlipFileProblem => {
  if (!SLIP_IMAGE_TYPES.some((type) => type === file.type)) return "type"
  if (file.size > SLIP_MAX_BYTES || file.size === 0) return "size"
  return null
}

/** Whether a slip transferred at `transferredAt` is too old at `now` (epoch ms; 7 days exactly still counts). */
export const isSlipExpired = (transferredAt: number, now: number): boolean => now - transferredAt > SLIP_MAX_AGE_MS

/** The letters of a word as a reader sees them: a Thai consonant keeps its vowel and tone marks. */
const graphemes = (word: string): ReadonlyArray<string> =>
  Array.from(new Intl.Segmenter("th", { granularity: "grapheme" }).segment(word), (part) => part.segment)

const TITLES = new Set(["นาย", "นาง", "นางสาว", "น.ส.", "mr", "mr.", "mrs", "mrs.", "ms", "ms."])

/**
 * A sender's name as the app may show it: each word's first and last letters, the rest starred
 * ('นาย สมชาย ใจดี' → 'นาย ส***ย ใ***ดี'; a last letter keeps its marks, so no mark stands alone).
 * Titles (นาย, นาง, นางสาว, Mr ...) stay whole.
 */
export const maskPersonName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (TITLES.has(word.toLowerCase())) return word
      const letters = graphemes(word)
      if (letters.length <= 2) return `${letters[0] ?? ""}*`
      return `${letters[0] ?? ""}***${letters[letters.length - 1] ?? ""}`
    })
    .join(" ")

/** Slip request statuses (OPEN-13's values) and their Thai labels. */
export const SLIP_STATUS_TEXT = {
  pending: "รอดำเนินการ",
  approved: "สำเร็จ",
  rejected: "ไม่สำเร็จ"
} as const
export type SlipRequestStatus = keyof typeof SLIP_STATUS_TEXT
