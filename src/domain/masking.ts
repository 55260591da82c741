import { digitsOnly, groupAccountNumber } from "./banks"

// How the product masks what identifies a player, in one place: a username where other players see
// it (#28: the public withdrawal feed and the ranking wrote the same rule twice; the affiliate's
// downline list has the API's own rule), and a phone and a bank account number, which read the same
// on every screen that shows them (#29: the profile, withdraw, deposit, the loss refund, affiliate).

const MASK = "***"

/** 'de***o': a username in a public list (API-07's withdrawal feed, the ranking): two letters, three stars, the last letter. */
export const maskUsername = (username: string): string => {
  const letters = [...username]
  if (letters.length <= 3) return `${letters[0] ?? ""}${MASK}`
  return `${letters.slice(0, 2).join("")}${MASK}${letters[letters.length - 1] ?? ""}`
}

/**
 * A downline's username as the affiliate API shows it (#12): the first 2 and the last 2 characters
 * with '***' between. A name of 5 or fewer characters shows 1 and 1, so the mask always hides something.
 */
export const maskDownlineUsername = (username: string): string => {
  const chars = [...username]
  if (chars.length <= 2) return MASK
  const keep = chars.length <= 5 ? 1 : 2
  return `${chars.slice(0, keep).join("")}${MASK}${chars.slice(-keep).join("")}`
}

/** What a masked number keeps: its last 4 digits, enough for players to know their own. */
const KEPT_DIGITS = 4

const hideAllButLast = (digits: string): string =>
  "x".repeat(Math.max(0, digits.length - KEPT_DIGITS)) + digits.slice(-KEPT_DIGITS)

/** "xxx-x-xx789-0": a bank account number, every digit but the last 4 hidden, in the bank's groups. */
export const maskAccountNumber = (accountNumber: string): string =>
  groupAccountNumber(hideAllButLast(digitsOnly(accountNumber)))

/**
 * "xxx-xxx-5678": a phone number hidden like an account number (#14), grouped as a Thai mobile
 * number is read; another length ungrouped, and "-" when there is none.
 */
export const maskPhone = (phone: string): string => {
  const digits = digitsOnly(phone)
  if (digits.length === 0) return "-"
  const hidden = hideAllButLast(digits)
  return hidden.length === 10 ? `${hidden.slice(0, 3)}-${hidden.slice(3, 6)}-${hidden.slice(6)}` : hidden
}
