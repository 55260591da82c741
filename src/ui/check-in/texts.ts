/** Thai strings of the daily check-in popup (CHECKIN group). */
export const checkInTexts = {
  title: "เช็คอินประจำวัน",
  body: "เข้าสู่ระบบทุกวันแล้วกดเช็คอินเพื่อรับรางวัล",
  streak: (days: number): string => (days > 0 ? `คุณเช็คอินแล้ว ${days} วัน` : "เริ่มเช็คอินวันแรกของคุณวันนี้"),
  submit: "เช็คอินรับรางวัล",
  reward: (value: string, tomorrow: string) => `เช็คอินสำเร็จ รับ ${value} พรุ่งนี้รับ ${tomorrow}`,
  alreadyCheckedIn: "วันนี้คุณเช็คอินแล้ว",
  listFailed: "โหลดข้อมูลเช็คอินไม่สำเร็จ",
  verifying: "กำลังตรวจสอบรายการ…",
  unverified: "ยังตรวจสอบผลการเช็คอินไม่ได้ กรุณาตรวจสอบการเชื่อมต่อ",
  verifyAgain: "ตรวจสอบอีกครั้ง",
  notDone: "การเช็คอินยังไม่สำเร็จ กรุณากดเช็คอินอีกครั้ง"
} as const
