import type { DepositRecord, ReceivingAccount } from "../deposit-schema"
import { wholeBaht, type Satang } from "../money"

// The demo brand's receiving accounts and the demo players' past deposits. The account numbers
// and PromptPay ids are made up (they pass the format checks, they belong to no one).

export const DEMO_RECEIVING_ACCOUNTS: ReadonlyArray<ReceivingAccount> = [
  {
    bankCode: "004",
    bankName: "ธนาคารกสิกรไทย",
    accountNumber: "0481236579",
    accountName: "บจก. ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์",
    // A company's PromptPay id is its 13-digit tax id.
    promptPayId: "0105566123457"
  },
  {
    bankCode: "014",
    bankName: "ธนาคารไทยพาณิชย์",
    accountNumber: "4079128463",
    accountName: "บจก. ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์",
    promptPayId: null
  },
  {
    bankCode: "006",
    bankName: "ธนาคารกรุงไทย",
    accountNumber: "9820471356",
    accountName: "บจก. ลัคกี้ สตาร์ เซอร์วิส",
    promptPayId: "0812345670"
  }
]

/** A seeded past deposit: how many days and hours before the reset it was made. */
export interface SeededDeposit {
  readonly username: string
  readonly amount: Satang
  readonly status: "approved" | "rejected"
  readonly channel: string
  readonly daysAgo: number
  readonly hour: number
  readonly note: string | null
}

/** The demo players' deposits (the list is not empty on first look; the history reads them too). */
export const SEEDED_DEPOSITS: ReadonlyArray<SeededDeposit> = [
  { username: "demo", amount: wholeBaht(500), status: "approved", channel: "กสิกรไทย", daysAgo: 2, hour: 3, note: null },
  {
    username: "demo",
    amount: wholeBaht(1_000),
    status: "approved",
    channel: "พร้อมเพย์",
    daysAgo: 5,
    hour: 6,
    note: null
  },
  {
    username: "demo",
    amount: wholeBaht(300),
    status: "rejected",
    channel: "ไทยพาณิชย์",
    daysAgo: 9,
    hour: 2,
    note: "ไม่พบยอดโอนเข้าบัญชี กรุณาติดต่อเจ้าหน้าที่"
  },
  {
    username: "demo",
    amount: wholeBaht(200),
    status: "approved",
    channel: "กรุงเทพ",
    daysAgo: 12,
    hour: 10,
    note: null
  },
  {
    username: "gold",
    amount: wholeBaht(5_000),
    status: "approved",
    channel: "กสิกรไทย",
    daysAgo: 1,
    hour: 4,
    note: null
  }
]

/** The channel of a deposit the operator detected by itself (`POST /__dev/deposit`). */
export const DETECTED_TRANSFER_CHANNEL = "พร้อมเพย์"

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** When a seeded deposit was made, `now` being the reset (or a scenario's start). */
export const seededDepositTime = (seed: SeededDeposit, now: number): number =>
  now - seed.daysAgo * DAY_MS - seed.hour * HOUR_MS

/** A player's seeded deposits as the API lists them, newest first (the development scenarios'). */
export const seededDepositsOf = (username: string, now: number): ReadonlyArray<DepositRecord> =>
  SEEDED_DEPOSITS.flatMap((seed, index) =>
    seed.username === username
      ? [
          {
            id: `dep-seed-${index + 1}`,
            amount: seed.amount,
            status: seed.status,
            channel: seed.channel,
            createdAt: new Date(seededDepositTime(seed, now)).toISOString(),
            note: seed.note
          }
        ]
      : []
  ).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
