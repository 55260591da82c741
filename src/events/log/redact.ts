// Redaction of an encoded log before it leaves the browser (issue §1, DESIGN-10). A log is attached
// to bug reports: no token or password (events never carry them; the keys are dropped if ever
// present), and phone numbers, bank account ids and chat addresses are masked, last 4 kept.

export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** Keys removed with their value. */
const SECRET_KEY = /token|password|passwd|secret/i
/**
 * Keys whose every string (but a `_tag`) is masked whole: phone, bankId, bankAccount, account
 * numbers and names (the deposit's receiving accounts), PromptPay ids, address, user_address, email,
 * a slip's senderName (sent masked already: masked again, whole, in an export), a LINE ID, and
 * every field of a delivery address (#13's goods rewards, #14's manage-address: recipient, house
 * number, village, road, subdistrict, district, province, postcode)…
 */
const PERSONAL_KEY =
  /^(?:\w*_)?(?:phone|phone_?number|mobile|tel|bank_?id|bank_?account|account_?(?:no|number|name)|prompt_?pay_?id|line_?id|address|delivery_?address|email|sender_?name|recipient_?name|house_?no|village|road|sub_?district|district|province|post_?code)$/i

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
    out[key] = key === "_tag" ? redact(inner) : redact(inner, personal || PERSONAL_KEY.test(key))
  }
  return out
}
