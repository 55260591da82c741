import { digitsOnly } from "./banks"

// What the account screens show of a player's own record (#14): the phone is masked like a bank
// account (last 4 digits kept), so a screen shared or glanced at over a shoulder gives little away.

/** "xxx-xxx-5678": a phone number with every digit but the last 4 hidden; "-" when there is none. */
export const maskPhone = (phone: string): string => {
  const digits = digitsOnly(phone)
  if (digits.length === 0) return "-"
  const hidden = "x".repeat(Math.max(0, digits.length - 4)) + digits.slice(-4)
  return hidden.length === 10 ? `${hidden.slice(0, 3)}-${hidden.slice(3, 6)}-${hidden.slice(6)}` : hidden
}
