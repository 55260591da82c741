import type { DepositStatus } from "../../domain/deposit-schema"

/** Thai strings of the deposit by bank transfer (#10 §1). */
export const depositTexts = {
  pageName: "ฝากเงิน",
  balance: "ยอดเงินคงเหลือ",
  accountsTitle: "โอนเข้าบัญชีของเรา",
  accountsLead: "โอนจากบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น ระบบจะเติมเครดิตให้อัตโนมัติเมื่อได้รับยอดโอน",
  /** The same, naming the player's registered account: "โอนจากบัญชีที่ลงทะเบียนไว้ (กสิกรไทย xxx-x-xx789-0) เท่านั้น …". */
  accountsLeadBefore: "โอนจากบัญชีที่ลงทะเบียนไว้",
  accountsLeadAfter: "เท่านั้น ระบบจะเติมเครดิตให้อัตโนมัติเมื่อได้รับยอดโอน",
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
  qrHowTo: "สแกน QR ด้านล่างด้วยแอปธนาคารของคุณ ยอดเงินจะถูกกรอกให้อัตโนมัติ",
  qrTo: "เข้าบัญชี",
  /** Under the QR, the one account the transfer must come from (#29): "โอนจากบัญชี กสิกรไทย xxx-x-xx789-0 เท่านั้น". */
  senderBefore: "โอนจากบัญชี",
  senderAfter: "เท่านั้น",
  senderRegistered: "โอนจากบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น",
  waiting: "รอรับยอดโอน…",
  validFor: (countdown: string): string => `QR ใช้ได้อีก ${countdown} นาที`,
  expired: "QR หมดอายุแล้ว",
  expiredLead: (minutes: number): string => `QR ใช้ได้ ${minutes} นาที สร้างใหม่เพื่อโอนยอดนี้`,
  renewQr: "สร้าง QR ใหม่",
  /**
   * One sentence while a bonus window is open (#29): the ending that earns it, and why the QR's
   * amount is not the one chosen.
   */
  bonusExplained: (bonus: {
    readonly rate: number
    readonly closes: string
    readonly ending: string
    readonly max: string
    readonly chosen: string
    readonly carried: string
  }): string =>
    `ช่วงโบนัสถึง ${bonus.closes} น. ยอดที่ลงท้ายด้วย ${bonus.ending} (ทศนิยมท้าย) รับโบนัส ${bonus.rate}% สูงสุด ${bonus.max} ` +
    (bonus.chosen === bonus.carried
      ? `ยอด ${bonus.carried} ลงท้ายด้วย ${bonus.ending} แล้ว`
      : `จึงปรับยอดใน QR จาก ${bonus.chosen} เป็น ${bonus.carried}`),
  qrNone: "บัญชีรับโอนยังไม่มีพร้อมเพย์ กรุณาโอนเข้าเลขบัญชีด้านบน",
  saveQr: "บันทึก QR",
  saveQrInApp: "เปิดรูป QR แล้ว กดค้างที่รูปเพื่อบันทึก",
  slipLink: "แจ้งฝากด้วยสลิป",
  slipLead: "โอนแล้วแต่เครดิตยังไม่เข้า? แจ้งด้วยสลิปการโอน",
  arrived: {
    title: (amount: string): string => `ได้รับเงินแล้ว ${amount}`,
    balance: "ยอดเงินคงเหลือใหม่",
    balanceLoading: "กำลังอัปเดตยอดเงิน…",
    play: "เล่นเกม",
    home: "กลับหน้าหลัก",
    close: "ปิด"
  },
  listTitle: "รายการฝากของฉัน",
  listFailed: "โหลดรายการฝากไม่สำเร็จ",
  listEmpty: "ยังไม่มีรายการฝาก",
  status: {
    pending: "รอตรวจสอบ",
    approved: "สำเร็จ",
    rejected: "ไม่สำเร็จ"
  } satisfies Record<DepositStatus, string>
} as const
