import type { HistoryFilter, HistoryKind, HistoryStatus } from "../../domain/history-schema"

/** The transaction history's Thai strings (issue #10 §4, OPEN-13's status labels). */
export const historyTexts = {
  pageName: "ประวัติธุรกรรม",
  tabsLabel: "ประเภทรายการ",
  tabs: { all: "ทั้งหมด", deposit: "ฝาก", withdraw: "ถอน" } satisfies Record<HistoryFilter, string>,
  kinds: {
    deposit: "ฝากเงิน",
    slip: "ฝากด้วยสลิป",
    withdraw: "ถอนเงิน",
    refund: "คืนยอดเสีย",
    affiliate: "รายได้แนะนำเพื่อน"
  } satisfies Record<HistoryKind, string>,
  statuses: {
    pending: "รอดำเนินการ",
    approved: "สำเร็จ",
    rejected: "ไม่สำเร็จ",
    failed: "โอนไม่สำเร็จ"
  } satisfies Record<HistoryStatus, string>,
  moneyIn: "เงินเข้า",
  moneyOut: "เงินออก",
  empty: "ยังไม่มีรายการ",
  emptyHint: "รายการฝาก ถอน และคืนยอดเสียของคุณจะแสดงที่นี่",
  failed: "โหลดประวัติธุรกรรมไม่สำเร็จ",
  moreFailed: "โหลดรายการเพิ่มไม่สำเร็จ",
  retry: "ลองใหม่",
  loadingMore: "กำลังโหลดรายการเพิ่ม…",
  end: "แสดงครบทุกรายการแล้ว"
} as const
