import { formatBaht, type Satang } from "../../domain/money"

/**
 * Thai strings of the credit an opened game holds (issue #11): apart from the lobby's, as every
 * player screen may say them (back from a game) and should not load the lobby's words for it.
 */
export const gameWalletTexts = {
  held: (amount: Satang): string => `มีเครดิตค้างอยู่ในเกม ${formatBaht(amount)}`,
  pullBack: "ดึงเครดิตกลับ",
  pulling: "กำลังดึงเครดิตกลับ…",
  verifying: "กำลังตรวจสอบรายการ…",
  pulled: (amount: Satang): string => `ดึงเครดิตกลับแล้ว ${formatBaht(amount)}`,
  failed: "ดึงเครดิตกลับไม่สำเร็จ",
  unverified: "ยังตรวจสอบไม่ได้ว่าดึงเครดิตกลับแล้วหรือไม่"
} as const
