import { anyId } from "promptparse/generate"
import { promptPayDigits, promptPayIdType } from "../../domain/deposit"
import { satangToBaht, type Satang } from "../../domain/money"

/**
 * The EMVCo PromptPay payload (tag 29, with its CRC-16 in tag 63) paying `amount` to a PromptPay
 * id; null when the id is neither a mobile number nor a 13-digit id. The library writes the amount
 * with exactly two decimals, so the baht from satang here never reaches a sum.
 */
export const promptPayPayload = (promptPayId: string, amount: Satang): string | null => {
  const type = promptPayIdType(promptPayId)
  if (type === null) return null
  return anyId({ type, target: promptPayDigits(promptPayId), amount: satangToBaht(amount) })
}
