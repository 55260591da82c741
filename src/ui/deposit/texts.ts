import type { DepositStatus } from "../../domain/deposit-schema"

/** Thai strings of the deposit by bank transfer (#10 §1). */
export const depositTexts = {
  pageName: "ฝากเงิน",
  balance: "ยอดเงินคงเหลือ",
  accountsTitle: "โอนเข้าบัญชีของเรา",
  accountsLead: "โอนจากบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น ระบบจะเติมเครดิตให้อัตโนมัติเมื่อได้รับยอดโอน",
  accountsFailed: "โหลดบัญชีรับโอนไม่สำเร็จ",
  retry: "ลองใหม่",
  accountsEmpty: "ยังไม่มีบัญชีรับโอนในขณะนี้ กรุณาติดต่อเจ้าหน้าที่",
  accountNumberLabel: "เลขบัญชี",
  accountNameLabel: "ชื่อบัญชี",
  copy: "คัดลอกเลขบัญชี",
  copied: "คัดลอกเลขบัญชีแล้ว",
  copyManually: "กดค้างเพื่อคัดลอก",
  qrTitle: "ฝากด้วย QR พร้อมเพย์",
  amountLabel: "จำนวนเงินที่ต้องการฝาก",
  amountPlaceholder: "เช่น 500",
  quickAmounts: "จำนวนเงินด่วน",
  amountNotANumber: "กรุณากรอกจำนวนเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง",
  amountBelowMinimum: (minimum: string): string => `ฝากขั้นต่ำ ${minimum}`,
  amountAboveMaximum: (maximum: string): string => `ฝากได้ไม่เกิน ${maximum} ต่อครั้ง`,
  amountHint: "กรอกจำนวนเงินหรือเลือกจำนวนเงินด่วน เพื่อสร้าง QR",
  qrAlt: (amount: string): string => `QR พร้อมเพย์ ยอด ${amount}`,
  qrFor: (accountName: string): string => `ผู้รับ: ${accountName}`,
  qrAmount: "ยอดที่ต้องโอน",
  qrHowTo: "สแกน QR นี้ด้วยแอปธนาคารของคุณ ยอดเงินจะถูกกรอกให้อัตโนมัติ",
  qrNone: "บัญชีรับโอนยังไม่มีพร้อมเพย์ กรุณาโอนเข้าเลขบัญชีด้านบน",
  saveQr: "บันทึก QR",
  saveQrInApp: "เปิดรูป QR แล้ว กดค้างที่รูปเพื่อบันทึก",
  slipLink: "แจ้งฝากด้วยสลิป",
  slipLead: "โอนแล้วแต่เครดิตยังไม่เข้า? แจ้งด้วยสลิปการโอน",
  listTitle: "รายการฝากของฉัน",
  listFailed: "โหลดรายการฝากไม่สำเร็จ",
  listEmpty: "ยังไม่มีรายการฝาก",
  status: {
    pending: "รอตรวจสอบ",
    approved: "สำเร็จ",
    rejected: "ไม่สำเร็จ"
  } satisfies Record<DepositStatus, string>
} as const
