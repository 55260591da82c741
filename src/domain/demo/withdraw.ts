import { satang, type Satang } from "../money"
import type { WithdrawStatus } from "../withdraw-schema"

// The demo brand's withdrawals: `demo`'s own history (settled ones of the past days, one of them
// rejected with its reason) and the public feed's other players. The reference API seeds them at
// every reset; all values are fake.

export interface SeededWithdrawal {
  readonly username: string
  readonly amount: Satang
  readonly status: Extract<WithdrawStatus, "approved" | "rejected">
  readonly reason: string | null
  /** How long before the server's start (or reset) it was asked for, in hours. */
  readonly hoursAgo: number
}

/** The reason shown on the seeded rejected withdrawal. */
export const DEMO_REJECT_REASON = "ชื่อบัญชีไม่ตรงกับชื่อผู้ใช้ กรุณาติดต่อเจ้าหน้าที่"

export const SEEDED_WITHDRAWALS: ReadonlyArray<SeededWithdrawal> = [
  { username: "demo", amount: satang(45_000), status: "approved", reason: null, hoursAgo: 30 },
  { username: "demo", amount: satang(120_000), status: "rejected", reason: DEMO_REJECT_REASON, hoursAgo: 54 },
  { username: "demo", amount: satang(30_050), status: "approved", reason: null, hoursAgo: 100 },
  { username: "gold", amount: satang(2_500_000), status: "approved", reason: null, hoursAgo: 26 }
]

/** Other players' approved withdrawals on the public strip (usernames are masked when sent). */
export const PUBLIC_FEED_SEED: ReadonlyArray<{
  readonly username: string
  readonly amount: Satang
  readonly minutesAgo: number
}> = [
  { username: "somsak99", amount: satang(1_250_000), minutesAgo: 3 },
  { username: "nattaya", amount: satang(300_000), minutesAgo: 7 },
  { username: "kittipong", amount: satang(5_000_000), minutesAgo: 12 },
  { username: "malee88", amount: satang(80_000), minutesAgo: 18 },
  { username: "bank2024", amount: satang(1_500_000), minutesAgo: 26 },
  { username: "ploy", amount: satang(250_050), minutesAgo: 41 },
  { username: "tanawat", amount: satang(2_000_000), minutesAgo: 55 },
  { username: "jib", amount: satang(45_000), minutesAgo: 73 }
]

/** Why the demo's settlement rejects or fails a withdrawal (`POST /__dev/withdrawals`). */
export const DEMO_SETTLE_REASONS = {
  rejected: "บัญชีปลายทางไม่ถูกต้อง ระบบคืนเงินเข้ายอดคงเหลือแล้ว",
  failed: "ธนาคารปลายทางขัดข้อง กรุณากดลองใหม่"
} as const

/** The demo's auto-settlement delay (issue §3): pending withdrawals are approved after 20 s. */
export const DEMO_AUTO_SETTLE_MS = 20_000
