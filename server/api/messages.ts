// The server's Thai messages shared by every area (OPEN-45); an area's own messages are beside its
// routes (server/api/<area>.ts).

export const MESSAGES = {
  sessionExpired: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่",
  wrongCredentials: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง",
  invalidBody: "ข้อมูลที่ส่งมาไม่ถูกต้อง",
  bodyTooLarge: "ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป",
  unsupportedMediaType: "รูปแบบข้อมูลที่ส่งมาไม่รองรับ",
  bodyTimeout: "ส่งข้อมูลไม่ทันเวลา กรุณาลองใหม่อีกครั้ง",
  forbidden: "คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้",
  notFound: "ไม่พบข้อมูลที่ร้องขอ",
  methodNotAllowed: "ไม่รองรับวิธีการเรียกนี้",
  serverError: "เกิดข้อผิดพลาดจากเซิร์ฟเวอร์",
  /** A login or a write while websiteStatus is MA (#31). */
  maintenance: "ขออภัย ระบบกำลังปิดปรับปรุงชั่วคราว กรุณาลองใหม่ภายหลัง"
} as const
