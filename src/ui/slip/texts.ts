import { formatBaht, type Satang } from "../../domain/money"

/** The slip deposit's Thai strings (issue #10 §2). */
export const slipTexts = {
  pageName: "ฝากด้วยสลิป",
  lead: "โอนเงินเข้าบัญชีของเว็บแล้วอัปโหลดสลิป ระบบจะตรวจสอบสลิปให้ทันที",
  upload: "อัปโหลดสลิป",
  uploadHint: "รูปภาพ JPEG, PNG หรือ WebP ขนาดไม่เกิน 10 MB",
  uploading: "กำลังอัปโหลดและตรวจสอบสลิป…",
  uploadProgress: "ความคืบหน้าการอัปโหลด",
  preview: "ตัวอย่างสลิปที่เลือก",
  cancel: "ยกเลิก",
  chooseAgain: "เลือกสลิปใหม่",
  verifiedTitle: "ตรวจสอบสลิปแล้ว",
  amount: "จำนวนเงิน",
  sendingBank: "ธนาคารผู้โอน",
  sender: "ชื่อผู้โอน",
  receiver: "บัญชีผู้รับ",
  transferredAt: "วันเวลาที่โอน",
  transRef: "เลขที่รายการ",
  confirm: "ยืนยันการฝาก",
  verifying: "กำลังตรวจสอบรายการ…",
  unverified: "ยังตรวจสอบผลการฝากไม่ได้ กรุณาตรวจสอบอีกครั้ง",
  verifyAgain: "ตรวจสอบอีกครั้ง",
  notDone: "ยังไม่ได้ฝากสลิปนี้ กดยืนยันการฝากอีกครั้งได้",
  success: "ฝากเงินสำเร็จ",
  balance: (amount: Satang): string => `ยอดเงินคงเหลือ ${formatBaht(amount)}`,
  deposited: (amount: Satang): string => `ฝากเงิน ${formatBaht(amount)} เข้าบัญชีแล้ว`,
  depositAnother: "ฝากสลิปอื่น",
  requestsTitle: "รายการฝากด้วยสลิปของฉัน",
  requestsEmpty: "ยังไม่มีรายการฝากด้วยสลิป",
  requestsFailed: "โหลดรายการฝากด้วยสลิปไม่สำเร็จ",
  backToDeposit: "กลับไปหน้าฝากเงิน"
} as const
