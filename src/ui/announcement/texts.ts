import { formatInteger } from "../../domain/money"

/** Thai strings of the announcements: the bell, the ticker and the list (UI-19). */
export const announcementTexts = {
  /** The bell's accessible name carries the unread count (the badge shows it too). */
  bellName: (unread: number): string => (unread > 0 ? `ประกาศ ยังไม่ได้อ่าน ${formatInteger(unread)} รายการ` : "ประกาศ"),
  listTitle: "ประกาศ",
  listLead: "ข่าวสารและประกาศล่าสุดจากเว็บไซต์",
  empty: "ยังไม่มีประกาศในขณะนี้",
  emptyHint: "เมื่อมีข่าวสารใหม่ จะแสดงที่นี่และที่กระดิ่งด้านบน",
  failed: "โหลดประกาศไม่สำเร็จ",
  retry: "ลองใหม่",
  isNew: "ใหม่",
  tickerLabel: "ประกาศล่าสุด",
  tickerOpen: "อ่านประกาศทั้งหมด",
  tickerDismiss: "ปิดแถบประกาศ",
  close: "ปิด"
}
