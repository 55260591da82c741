import { satang, type Satang } from "../money"
import { seededRandom } from "./seeded-random"

// The long history of the demo account `history` (issue #10 §4: "a player with 2,000 rows"): a
// deterministic generator (a seeded PRNG, never Math.random), so every reset and every test sees
// the same movements, placed back from the server's clock.

export const HISTORY_USERNAME = "history"
export const HISTORY_ROWS = 2_000

export interface SeededMovement {
  readonly id: string
  readonly kind: "deposit" | "slip" | "withdraw" | "refund"
  readonly amount: Satang
  readonly status: "pending" | "approved" | "rejected" | "failed"
  readonly note: string | null
  readonly channel: string
  readonly createdAt: number
}

const HOUR_MS = 60 * 60 * 1000
/** About 8 months for 2,000 rows: one every 2.9 hours on average. */
const SPACING_MS = 2.9 * HOUR_MS
const DEPOSIT_CHANNELS = ["ไทยพาณิชย์", "กสิกรไทย", "พร้อมเพย์"] as const
const QUICK_DEPOSITS = [10_000, 30_000, 50_000, 100_000, 200_000, 500_000] as const

/** The movements of `history`, newest first, the newest a few minutes before `now`. */
export const seededHistory = (now: number): ReadonlyArray<SeededMovement> => {
  const random = seededRandom(20_251_122)
  const pick = <A>(items: ReadonlyArray<A>, fallback: A): A => items[Math.floor(random() * items.length)] ?? fallback
  const rows: Array<SeededMovement> = []
  let at = now - 7 * 60 * 1000
  for (let index = 0; index < HISTORY_ROWS; index += 1) {
    const roll = random()
    const kind = roll < 0.45 ? "deposit" : roll < 0.65 ? "slip" : roll < 0.95 ? "withdraw" : "refund"
    // Whole baht mostly (quick amounts), some with satang as a slip or a refund has them.
    const amount =
      kind === "refund"
        ? satang(1_000 + Math.floor(random() * 150_000))
        : random() < 0.5
          ? satang(pick(QUICK_DEPOSITS, 10_000))
          : satang(10_000 + Math.floor(random() * 2_000_000))
    const statusRoll = random()
    const status =
      index < 3 && kind !== "refund"
        ? "pending"
        : statusRoll < 0.92 || kind === "refund"
          ? "approved"
          : kind === "withdraw" && statusRoll > 0.97
            ? "failed"
            : "rejected"
    rows.push({
      id: `hist-${String(HISTORY_ROWS - index).padStart(4, "0")}`,
      kind,
      amount,
      status,
      note:
        status === "rejected"
          ? kind === "withdraw"
            ? "ชื่อบัญชีไม่ตรงกับผู้สมัคร คืนเงินเข้ายอดแล้ว"
            : "ไม่พบยอดโอนเข้าบัญชีบริษัท"
          : status === "failed"
            ? "ธนาคารปลายทางขัดข้อง"
            : null,
      channel: kind === "slip" ? "สลิป" : kind === "deposit" ? pick(DEPOSIT_CHANNELS, "พร้อมเพย์") : "ไทยพาณิชย์",
      createdAt: at
    })
    at -= Math.floor(SPACING_MS * (0.2 + random() * 1.6))
  }
  return rows
}
