/**
 * Thai strings of the daily check-in popup (CHECKIN group). Apart from the host's (texts.ts): the
 * popup's code loads when it first opens (#29), and its words with it.
 */
export const checkInPopupTexts = {
  title: "เช็คอินประจำวัน",
  body: "เข้าสู่ระบบทุกวันแล้วกดเช็คอินเพื่อรับรางวัล",
  streak: (days: number): string => (days > 0 ? `คุณเช็คอินแล้ว ${days} วัน` : "เริ่มเช็คอินวันแรกของคุณวันนี้"),
  submit: "เช็คอินรับรางวัล",
  verifying: "กำลังตรวจสอบรายการ…",
  unverified: "ยังตรวจสอบผลการเช็คอินไม่ได้ กรุณาตรวจสอบการเชื่อมต่อ",
  verifyAgain: "ตรวจสอบอีกครั้ง"
} as const
