import { flipChancesText } from "./chances-text"

/** The flip card's Thai strings (issue #13). */
export const flipCardTexts = {
  pageName: "เปิดไพ่",
  intro: "เลือกไพ่ 1 ใบ ลุ้นรับเครดิตหรือแต้ม",
  card: (n: number): string => `ไพ่ใบที่ ${n}`,
  cardWith: (n: number, prize: string): string => `ไพ่ใบที่ ${n}: ${prize}`,
  rowLabel: "ไพ่ที่คว่ำอยู่",
  /** 'สิทธิ์เปิดไพ่วันนี้เหลือ 2 จาก 3 ครั้ง', or 'สิทธิ์เปิดไพ่วันนี้หมดแล้ว' with none left. */
  chances: flipChancesText,
  nextDay: "สิทธิ์ใหม่ทุกวันเวลา 00:00 น. (เวลาประเทศไทย)",
  opening: "กำลังเปิดไพ่…",
  playAgain: "เล่นอีกครั้ง",
  picked: "ใบที่คุณเลือก",
  verifying: "กำลังตรวจสอบรายการ…",
  unverified: "ยังตรวจสอบผลการเปิดไพ่ไม่ได้ กรุณาตรวจสอบอีกครั้ง",
  verifyAgain: "ตรวจสอบอีกครั้ง",
  notDone: "การเปิดไพ่ครั้งก่อนยังไม่สำเร็จ เลือกไพ่อีกครั้งเพื่อส่งรายการเดิม",
  loadFailed: "โหลดเกมเปิดไพ่ไม่สำเร็จ",
  retry: "ลองใหม่",
  historyTitle: "ประวัติการเปิดไพ่",
  historyEmpty: "ยังไม่มีประวัติการเปิดไพ่ เลือกไพ่เพื่อลุ้นรางวัลได้เลย",
  historyCard: (n: number): string => `เลือกใบที่ ${n}`
} as const
