import { buddhistYear } from "../../domain/buddhist-year"
import type { HistoryFilter, HistoryKind, HistoryStatus } from "../../domain/history-schema"

/** The period filter's choices (#29). */
export type HistoryPeriodChoice = "all" | "today" | "7d" | "month" | "pick"

const THAI_MONTHS = [
  "มกราคม",
  "กุมภาพันธ์",
  "มีนาคม",
  "เมษายน",
  "พฤษภาคม",
  "มิถุนายน",
  "กรกฎาคม",
  "สิงหาคม",
  "กันยายน",
  "ตุลาคม",
  "พฤศจิกายน",
  "ธันวาคม"
] as const

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
    affiliate: "รายได้แนะนำเพื่อน",
    "withdraw-refund": "คืนเงินถอน",
    "check-in": "เช็คอินรายวัน",
    reward: "เครดิตจากของรางวัล",
    wheel: "เครดิตจากกงล้อ",
    "flip-card": "เครดิตจากเปิดไพ่",
    "deposit-bonus": "โบนัสเงินฝาก",
    "game-in": "โอนเข้าเกม",
    "game-out": "โอนออกจากเกม",
    adjustment: "ปรับยอดเงิน"
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
  emptyInPeriod: "ไม่มีรายการในช่วงเวลานี้",
  emptyInPeriodHint: "ลองเลือกช่วงเวลาอื่น",
  periodLabel: "ช่วงเวลา",
  periods: {
    all: "ทุกช่วงเวลา",
    today: "วันนี้",
    "7d": "7 วัน",
    month: "เดือนนี้",
    pick: "เลือกเดือน"
  } satisfies Record<HistoryPeriodChoice, string>,
  monthLabel: "เดือน",
  /** "ตุลาคม 2569" for "2026-10": the Thai month and the Buddhist-era year. */
  monthName: (month: string): string =>
    `${THAI_MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${buddhistYear(Number(month.slice(0, 4)))}`,
  balanceAfter: (amount: string) => `คงเหลือ ${amount}`,
  openDetail: "ดูรายละเอียด",
  detail: {
    title: "รายละเอียดรายการ",
    close: "ปิด",
    kind: "ประเภท",
    amount: "จำนวนเงิน",
    status: "สถานะ",
    time: "เวลา",
    channel: "ช่องทาง",
    reason: "เหตุผล",
    balanceAfter: "ยอดคงเหลือหลังรายการ",
    notMoved: "รายการนี้ไม่กระทบยอดเงินในบัญชี",
    reference: "เลขอ้างอิง",
    copy: "คัดลอก",
    copied: "คัดลอกแล้ว",
    copyByHand: "คัดลอกอัตโนมัติไม่ได้ กดค้างที่เลขอ้างอิงเพื่อคัดลอก"
  },
  failed: "โหลดประวัติธุรกรรมไม่สำเร็จ",
  moreFailed: "โหลดรายการเพิ่มไม่สำเร็จ",
  retry: "ลองใหม่",
  loadingMore: "กำลังโหลดรายการเพิ่ม…",
  end: "แสดงครบทุกรายการแล้ว"
} as const
