import { lineProfileUrl } from "./contact"
import { isValidUrl } from "./url"

// 'ลืมรหัสผ่าน?' (#29). The operator's API has no reset call, so a player resets a forgotten password
// through support on LINE; these are the rules of that page: what the message names, and the link
// that opens the brand's LINE with the message ready where LINE allows it.

/** Longer than any username or phone number: what a paste brings beyond it is not an identifier. */
export const RESET_IDENTIFIER_MAX = 40

/** Thai mobile numbers, as registration checks them (register.ts; deposit.ts spells it too). */
const THAI_MOBILE = /^0[689]\d{8}$/

/** What the login form's one field held: it takes a username or a phone number (OPEN-38). */
export type ResetIdentifier = { readonly kind: "phone" | "username"; readonly value: string } | null

/** The typed identifier, named as what it is: '089-123-4567' is a phone, 'somsak01' a username. */
export const resetIdentifier = (typed: string): ResetIdentifier => {
  const value = typed.trim().slice(0, RESET_IDENTIFIER_MAX).trim()
  if (value === "") return null
  const digits = value.replace(/[\s-]/g, "")
  return THAI_MOBILE.test(digits) ? { kind: "phone", value: digits } : { kind: "username", value }
}

export interface LineChatLink {
  readonly url: string
  /** The chat opens with the text typed in (an official account); otherwise the player pastes it. */
  readonly prefilled: boolean
}

/**
 * Where to send `text` to the brand's LINE. An official account (an id starting with "@") has
 * LINE's oaMessage link, which opens its chat with the text ready to send; a personal id has no
 * such link, so its profile opens (as the contact page's) and the player pastes the copied text.
 * Null when there is no id, or the link it makes is not a valid URL (VAL-03).
 */
export const lineChatLink = (lineId: string, text: string): LineChatLink | null => {
  const id = lineId.trim()
  if (id === "") return null
  const prefilled = id.startsWith("@")
  const url = prefilled
    ? `https://line.me/R/oaMessage/${encodeURIComponent(id)}/?${encodeURIComponent(text)}`
    : lineProfileUrl(id)
  return isValidUrl(url) ? { url, prefilled } : null
}
