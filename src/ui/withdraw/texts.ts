import type { WithdrawStatus } from "../../domain/withdraw"

/** Thai strings of the withdraw screen and the public strip (issue #10 §3). */
export const withdrawTexts = {
  pageName: "ถอนเงิน",
  balance: "ยอดเงินคงเหลือ",
  /** Beside the label while the balance shown is the device's last one and the fresh one loads. */
  balanceUpdating: "กำลังอัปเดต",
  balanceStale: "ยอดเงินอาจไม่เป็นปัจจุบัน",
  account: "บัญชีรับเงิน",
  noAccount: "ยังไม่มีบัญชีธนาคาร กรุณาติดต่อเจ้าหน้าที่",
  withdrawalsLeft: (count: number) => `ถอนได้อีก ${count} ครั้งวันนี้`,
  limitLeft: (amount: string) => `วงเงินถอนคงเหลือวันนี้ ${amount}`,
  amountLabel: "จำนวนเงินที่ต้องการถอน",
  amountPlaceholder: "0.00",
  invalidAmount: "กรุณากรอกจำนวนเงินให้ถูกต้อง",
  quickAmounts: "จำนวนเงินด่วน",
  all: "ถอนทั้งหมด",
  submit: "ถอนเงิน",
  confirmTitle: "ยืนยันการถอนเงิน",
  confirmAmount: "จำนวนเงิน",
  confirmAccount: "เข้าบัญชี",
  confirm: "ยืนยันการถอน",
  done: "ส่งคำขอถอนเงินแล้ว รอดำเนินการ",
  retried: "ส่งคำขอถอนอีกครั้งแล้ว รอดำเนินการ",
  verifying: "กำลังตรวจสอบรายการ…",
  unverified: "ยังตรวจสอบผลการถอนไม่ได้ กรุณาตรวจสอบการเชื่อมต่อ",
  verifyAgain: "ตรวจสอบอีกครั้ง",
  notDone: "คำขอถอนยังไม่ถูกส่ง กรุณากดถอนเงินอีกครั้ง",
  openTitle: "รายการที่กำลังดำเนินการ",
  historyTitle: "ประวัติการถอน",
  noOpen: "ไม่มีรายการที่รอดำเนินการ",
  noHistory: "ยังไม่มีประวัติการถอน",
  listsFailed: "โหลดรายการถอนไม่สำเร็จ",
  retryTransfer: "ลองใหม่",
  reason: "เหตุผล",
  status: {
    pending: "รอดำเนินการ",
    approved: "สำเร็จ",
    rejected: "ไม่สำเร็จ",
    failed: "โอนไม่สำเร็จ"
  } satisfies Record<WithdrawStatus, string>,
  refunded: "คืนเงินเข้ายอดคงเหลือแล้ว",
  publicTitle: "รายการถอนล่าสุด",
  publicEmpty: "ยังไม่มีรายการถอน",
  publicFailed: "โหลดรายการถอนล่าสุดไม่สำเร็จ"
} as const
