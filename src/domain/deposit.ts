import { bankOfName, digitsOnly } from "./banks"
import { maskAccountNumber } from "./masking"
import { parseBahtInput, subtractSatang, sumSatang, wholeBaht, type Satang } from "./money"

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

/**
 * How long a QR is offered (#29, decided): 15 minutes from when its amount was chosen. The
 * PromptPay code itself never expires; the limit is the operator's: a transfer is matched to the
 * QR the player was shown (its amount, with a bonus window's ending) for that long, and the bonus
 * window read when the QR was made may close. After it the QR is put away and 'สร้าง QR ใหม่'
 * makes the same amount again, with the windows of that moment.
 */
export const QR_VALID_MINUTES = 15
export const QR_VALID_MS = QR_VALID_MINUTES * 60 * 1000

/** "14:59": minutes and seconds of a countdown. */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.ceil(seconds))
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`
}

/** What the arrival check reads of a listed deposit (deposit-schema's DepositRecord has it). */
export interface ListedDeposit {
  readonly id: string
  readonly status: string
  readonly amount: Satang
  readonly note: string | null
}

/** The ids of the credited deposits a list holds: what had already arrived when a QR was shown. */
export const creditedDepositIds = (deposits: ReadonlyArray<ListedDeposit>): ReadonlyArray<string> =>
  deposits.filter((deposit) => deposit.status === "approved").map((deposit) => deposit.id)

/** Money that arrived while a QR waited: how much, and the operator's notes on it (a bonus earned). */
export interface DepositArrival {
  readonly amount: Satang
  readonly notes: ReadonlyArray<string>
}

/**
 * The money that arrived since a QR was shown (#29): the credited deposits the list holds that were
 * not among `known` (the credited ids when it was shown), added up; null when there are none. The
 * list is read again on every credit-changed the socket hears, so this is how the screen learns
 * that a transfer landed, whatever its amount.
 */
export const depositArrival = (
  known: ReadonlyArray<string>,
  deposits: ReadonlyArray<ListedDeposit>
): DepositArrival | null => {
  const seen = new Set(known)
  const arrived = deposits.filter((deposit) => deposit.status === "approved" && !seen.has(deposit.id))
  if (arrived.length === 0) return null
  return {
    amount: sumSatang(arrived.map((deposit) => deposit.amount)),
    notes: arrived.flatMap((deposit) => (deposit.note === null ? [] : [deposit.note]))
  }
}

/**
 * When the list could not be read again (#29): the balance risen since the QR was shown is the
 * money that arrived (what a waiting deposit screen expects); null while it has not risen.
 */
export const arrivalFromBalance = (before: Satang | null, now: Satang | null): DepositArrival | null =>
  before === null || now === null || now <= before ? null : { amount: subtractSatang(now, before), notes: [] }

/**
 * A player's registered account as the pages name it (#29): the bank by the banks table's name and the
 * number masked ('xxx-x-xx789-0'); null when the record has no number.
 */
export const registeredAccountOf = (
  userBank: { readonly bankName: string; readonly bankId: string } | undefined
): { readonly bank: string; readonly maskedNumber: string } | null => {
  if (userBank === undefined || digitsOnly(userBank.bankId).length === 0) return null
  return {
    bank: bankOfName(userBank.bankName)?.name ?? userBank.bankName,
    maskedNumber: maskAccountNumber(userBank.bankId)
  }
}
