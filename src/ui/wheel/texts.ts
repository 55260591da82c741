/** The prize wheel's Thai strings (issue #13; the exact ones are the issue's). */
export const wheelTexts = {
  pageName: "วงล้อนำโชค",
  spin: "หมุนวงล้อ",
  spinning: "กำลังหมุน…",
  noSpinsLeft: "สิทธิ์หมุนวันนี้หมดแล้ว",
  spinsLeft: (left: number, perDay: number): string => `สิทธิ์หมุนวันนี้เหลือ ${left} จาก ${perDay} ครั้ง`,
  nextDay: "สิทธิ์หมุนใหม่ทุกวันเวลา 00:00 น. (เวลาประเทศไทย)",
  wheelLabel: "วงล้อรางวัล",
  verifying: "กำลังตรวจสอบรายการ…",
  unverified: "ยังตรวจสอบผลการหมุนไม่ได้ กรุณาตรวจสอบอีกครั้ง",
  verifyAgain: "ตรวจสอบอีกครั้ง",
  notDone: "การหมุนครั้งก่อนยังไม่สำเร็จ กดหมุนอีกครั้งเพื่อส่งรายการเดิม",
  boardFailed: "โหลดวงล้อไม่สำเร็จ",
  retry: "ลองใหม่",
  resultTitle: "ผลการหมุน",
  ok: "ตกลง",
  creditNote: "เครดิตเข้ากระเป๋าของคุณแล้ว",
  pointNote: "แต้มเข้าบัญชีของคุณแล้ว",
  historyTitle: "ประวัติการหมุน",
  historyEmpty: "ยังไม่มีประวัติการหมุน หมุนวงล้อเพื่อลุ้นรางวัลได้เลย",
  historyFailed: "โหลดประวัติการหมุนไม่สำเร็จ",
  noPrize: "ไม่ได้รับรางวัล"
} as const
