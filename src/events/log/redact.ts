// Redaction of an encoded log before it leaves the browser (issue §1, DESIGN-10). A log is attached
// to bug reports: no token or password (events never carry them; the keys are dropped if ever
// present), and phone numbers, bank account ids and chat addresses are masked, last 4 kept.
import { PERSONAL_FIELDS } from "../schemas"

export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** Keys removed with their value. */
const SECRET_KEY = /token|password|passwd|secret/i
/**
 * Keys whose every string (but a `_tag`) is masked whole. The areas declare their own personal
 * fields (PERSONAL_FIELDS in ../schemas.ts: a delivery address's recipient, house number, village,
 * road, subdistrict, district, province and postcode, a slip's senderName ...); this list is the
 * safety net beside them, the kinds of personal data any area may carry: phone, bankId,
 * bankAccount, account numbers and names (the deposit's receiving accounts), PromptPay ids, LINE
 * ids, address, user_address, delivery_address, email.
 */
const PERSONAL_KEY =
  /^(?:\w*_)?(?:phone|phone_?number|mobile|tel|bank_?id|bank_?account|account_?(?:no|number|name)|prompt_?pay_?id|line_?id|address|delivery_?address|email)$/i

const spelling = (name: string): string => name.replace(/_/g, "").toLowerCase()
const DECLARED: ReadonlySet<string> = new Set(PERSONAL_FIELDS.map(spelling))
/** A declared field in any case, with or without underscores, after a `prefix_` (as PERSONAL_KEY reads). */
const isDeclared = (key: string): boolean => {
  const words = key.split("_")
  return words.some((_, start) => DECLARED.has(spelling(words.slice(start).join(""))))
}
const isPersonal = (key: string): boolean => PERSONAL_KEY.test(key) || isDeclared(key)

/** A Thai phone number anywhere in a text: 0812345678, 081-234-5678, 02-123-4567, +66812345678. */
const PHONE_IN_TEXT = /(?<!\d)(?:\+66|0)\d{1,2}[- ]?\d{3}[- ]?\d{4}(?!\d)/g
/** An e-mail-like address anywhere in a text (the chat address is username@member.invalid). */
const ADDRESS_IN_TEXT = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g
/** A run of 10 or more digits (an account number) anywhere in a text. */
const DIGITS_IN_TEXT = /(?<!\d)\d{10,}(?!\d)/g

/** "0812345678" → "******5678": everything but the last 4 characters; short values entirely. */
export const mask = (value: string): string =>
  value.length <= 4 ? "*".repeat(value.length) : "*".repeat(value.length - 4) + value.slice(-4)

const maskInText = (text: string): string =>
  text.replace(ADDRESS_IN_TEXT, mask).replace(PHONE_IN_TEXT, mask).replace(DIGITS_IN_TEXT, mask)

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A JSON copy of an encoded value with secrets removed and personal data masked. Values JSON cannot
 * hold (undefined, functions) are dropped, as JSON.stringify would.
 */
export const redact = (value: unknown, personal = false): Json => {
  if (typeof value === "string") return personal ? mask(value) : maskInText(value)
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (typeof value === "boolean" || value === null) return value
  if (Array.isArray(value)) return value.map((item: unknown) => redact(item, personal))
  if (!isRecord(value)) return null
  const out: Record<string, Json> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || inner === undefined || typeof inner === "function") continue
    // A tag is structure, not data: masking it would make the export undecodable.
    out[key] = key === "_tag" ? redact(inner) : redact(inner, personal || isPersonal(key))
  }
  return out
}
