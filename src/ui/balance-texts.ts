/**
 * The player's balance in Thai, wherever it shows: the dashboard's card and the top bar of every
 * player screen (UI-18, #29). One place, so the two never name the same thing differently.
 */
export const balanceTexts = {
  title: "ยอดเงินคงเหลือ",
  /** The top bar's short label: the bar has a phone's width to share with the player's name. */
  shortTitle: "ยอดเงิน",
  refresh: "รีเฟรชยอดเงิน",
  refreshing: "กำลังอัปเดต",
  stale: "ยอดเงินอาจไม่เป็นปัจจุบัน",
  /** The top bar's word for a refresh that failed: the full sentence does not fit beside the amount. */
  staleShort: "อาจไม่เป็นปัจจุบัน",
  /** The top bar's way to the deposit screen (#29). */
  depositShortcut: "ฝาก",
  /** Shown in place of an amount that could not be read. */
  unknownAmount: "฿ –"
} as const
