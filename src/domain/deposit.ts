import { parseBahtInput, wholeBaht, type Satang } from "./money"

// The rules of a deposit by bank transfer (#10 §1). The player transfers from their own bank app;
// the page only helps: the operator's accounts, and a PromptPay QR for an amount they choose.

/**
 * The smallest amount a QR is made for (OPEN-02, decided): 1 baht. The operator credits any
 * transfer it receives, so a higher minimum would only refuse money already sent.
 */
export const MIN_DEPOSIT: Satang = wholeBaht(1)
/**
 * The largest amount a QR is made for: 2,000,000 baht, above any Thai bank's PromptPay limit per
 * transfer, so it only catches a mistyped amount (an extra zero) before the player scans it.
 */
export const MAX_DEPOSIT: Satang = wholeBaht(2_000_000)
/** The quick amounts under the field (#10 §1). */
export const QUICK_DEPOSIT_AMOUNTS: ReadonlyArray<Satang> = [100, 300, 500, 1_000].map(wholeBaht)

export type DepositAmountCheck =
  | { readonly _tag: "Empty" }
  | { readonly _tag: "Valid"; readonly amount: Satang }
  | { readonly _tag: "NotANumber" }
  | { readonly _tag: "BelowMinimum" }
  | { readonly _tag: "AboveMaximum" }

/** What the player typed in 'จำนวนเงินที่ต้องการฝาก', checked against the bounds. */
export const checkDepositAmount = (text: string): DepositAmountCheck => {
  if (text.trim().length === 0) return { _tag: "Empty" }
  const amount = parseBahtInput(text)
  if (amount === null) return { _tag: "NotANumber" }
  if (amount < MIN_DEPOSIT) return { _tag: "BelowMinimum" }
  if (amount > MAX_DEPOSIT) return { _tag: "AboveMaximum" }
  return { _tag: "Valid", amount }
}

/** The kinds of PromptPay id a QR can carry (EMVCo tag 29). */
export type PromptPayIdType = "MSISDN" | "NATID"

/**
 * What a PromptPay id is: a Thai mobile number (10 digits, 0 then 6, 8 or 9) or a citizen / tax
 * id (13 digits); null for anything else, which gets no QR.
 */
export const promptPayIdType = (id: string): PromptPayIdType | null => {
  const digits = id.replace(/[\s-]/g, "")
  if (/^0[689]\d{8}$/.test(digits)) return "MSISDN"
  if (/^\d{13}$/.test(digits)) return "NATID"
  return null
}

/** The digits of a PromptPay id, as the QR carries them. */
export const promptPayDigits = (id: string): string => id.replace(/[\s-]/g, "")

/** The account whose PromptPay id the QR pays: the first with a usable one. */
export const promptPayAccount = <A extends { readonly promptPayId: string | null }>(
  accounts: ReadonlyArray<A>
): A | undefined =>
  accounts.find((account) => account.promptPayId !== null && promptPayIdType(account.promptPayId) !== null)
