/** Thai strings of the error, not-found and maintenance pages (UI-10, MA-06, ERR-16). */
export const errorTexts = {
  notFoundTitle: "ไม่พบหน้าที่คุณต้องการ",
  notFoundHint: "หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว",
  backToDashboard: "กลับสู่หน้าหลัก",
  maintenanceTitle: "ขออภัย ระบบกำลังปิดปรับปรุงชั่วคราว",
  maintenanceBody: "เรากำลังปรับปรุงระบบเพื่อให้บริการที่ดียิ่งขึ้น กรุณากลับมาใหม่อีกครั้งในภายหลัง",
  maintenanceThanks: "ขอบคุณที่ใช้บริการ",
  genericTitle: "เกิดข้อผิดพลาด",
  genericBody: "ระบบขัดข้องชั่วคราว กรุณาโหลดหน้าใหม่อีกครั้ง",
  chunkMessage: "Loading chunk failed",
  chunkBody: "โหลดข้อมูลหน้าเว็บไม่สำเร็จ อาจเป็นเพราะอินเทอร์เน็ตไม่เสถียรหรือมีการอัปเดตเวอร์ชันใหม่ กรุณาโหลดหน้าใหม่",
  reload: "โหลดหน้าใหม่"
} as const
