/** Strings of the developer panel (a developer tool: Thai first, English detail where it helps). */
export const devtoolsTexts = {
  title: "เครื่องมือนักพัฒนา (Developer tools)",
  toggle: "เปิดเครื่องมือนักพัฒนา",
  close: "ปิดเครื่องมือนักพัฒนา",
  turnOff: "ปิดการใช้งานในแท็บนี้",
  shortcutHint: "Ctrl+Shift+L (⌘+Shift+L) เปิด/ปิด · Esc ปิด",
  eventsTitle: "เหตุการณ์ล่าสุด (Events)",
  eventsCount: (shown: number, total: number): string => `แสดง ${shown} จาก ${total} รายการ ใหม่สุดอยู่บน`,
  noEvents: "ยังไม่มีเหตุการณ์",
  exportTitle: "ส่งออกบันทึก (Export, redacted)",
  download: "ดาวน์โหลดบันทึก",
  copy: "คัดลอก JSON",
  copied: "คัดลอกบันทึกแล้ว",
  copyFailed: "คัดลอกไม่สำเร็จ",
  downloaded: "ดาวน์โหลดบันทึกแล้ว",
  loadTitle: "โหลดบันทึกเพื่อย้อนดู (Time travel)",
  loadLabel: "ไฟล์บันทึก (.json)",
  loadFailed: "โหลดบันทึกไม่สำเร็จ",
  loaded: (events: number, skipped: number): string =>
    skipped === 0 ? `โหลดแล้ว ${events} เหตุการณ์` : `โหลดแล้ว ${events} เหตุการณ์ ข้าม ${skipped} รายการที่ไม่รู้จัก`,
  stepLabel: "ขั้นของบันทึก",
  stepNow: (step: number, total: number, tag: string | null): string =>
    tag === null ? `ขั้นที่ ${step}/${total} (สถานะเริ่มต้น)` : `ขั้นที่ ${step}/${total}: ${tag}`,
  replayBanner: (step: number, total: number): string => `โหมดย้อนดูบันทึก — ขั้นที่ ${step}/${total}`,
  replayHint: "หน้าจอแสดงสถานะจากบันทึก ไม่มีการเรียกเซิร์ฟเวอร์",
  exitReplay: "กลับสู่ข้อมูลจริง",
  seq: "ลำดับ",
  time: "เวลา",
  tag: "เหตุการณ์",
  payload: "ข้อมูล"
} as const
