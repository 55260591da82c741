import { wholeBaht, type Satang } from "../money"
import { DEMO_RECEIVING_ACCOUNTS } from "./deposit"

// The demo bank's ledger that the reference API checks uploaded slips against (issue #10 §2), and
// the operator's receiving accounts a slip must have paid into. Every value is fake.

/** A transfer as the bank knows it: what a slip's transaction reference stands for. */
export interface BankTransfer {
  readonly transRef: string
  readonly amount: Satang
  /** The sender's full name: the API sends it back masked only. */
  readonly senderName: string
  readonly sendingBankCode: string
  readonly receiver: { readonly bankCode: string; readonly accountNumber: string; readonly accountName: string }
  /** Epoch ms. */
  readonly transferredAt: number
}

/**
 * The operator's receiving accounts (a slip paid anywhere else is refused): the same list the
 * deposit screen shows (demo/deposit.ts), so a slip of a transfer the screen asked for is accepted.
 */
export const OPERATOR_RECEIVING_ACCOUNTS: ReadonlyArray<BankTransfer["receiver"]> = DEMO_RECEIVING_ACCOUNTS.map(
  ({ bankCode, accountNumber, accountName }) => ({ bankCode, accountNumber, accountName })
)

/** An account that is not the operator's: a slip paid there is 'บัญชีผู้รับไม่ถูกต้อง'. */
export const STRANGER_ACCOUNT: BankTransfer["receiver"] = {
  bankCode: "006",
  accountNumber: "9870001234",
  accountName: "นาย บุคคล ภายนอก"
}

export const DEMO_SENDER = { name: "นาย สมชาย ใจดี", bankCode: "004" } as const

export const isOperatorAccount = (receiver: BankTransfer["receiver"]): boolean =>
  OPERATOR_RECEIVING_ACCOUNTS.some(
    (account) => account.bankCode === receiver.bankCode && account.accountNumber === receiver.accountNumber
  )

const DAY = 24 * 60 * 60 * 1000

/** The bank's transfers at every reset: one fresh, one 8 days old, one to another account. */
export const seededBankTransfers = (now: number): ReadonlyArray<BankTransfer> => {
  const operator = OPERATOR_RECEIVING_ACCOUNTS[0] ?? STRANGER_ACCOUNT
  const base = { senderName: DEMO_SENDER.name, sendingBankCode: DEMO_SENDER.bankCode }
  return [
    {
      ...base,
      transRef: "004DEMO0000000001",
      amount: wholeBaht(300),
      receiver: operator,
      transferredAt: now - DAY / 24
    },
    {
      ...base,
      transRef: "004DEMO0000000002",
      amount: wholeBaht(1000),
      receiver: operator,
      transferredAt: now - 8 * DAY
    },
    {
      ...base,
      transRef: "004DEMO0000000003",
      amount: wholeBaht(500),
      receiver: STRANGER_ACCOUNT,
      transferredAt: now - DAY
    }
  ]
}

/** A fresh transaction reference, as a bank writes one: its code, the day, a running number. */
export const newTransRef = (bankCode: string, now: number, sequence: number): string =>
  `${bankCode}${new Date(now).toISOString().slice(0, 10).replace(/-/g, "")}DEV${String(sequence).padStart(6, "0")}`
