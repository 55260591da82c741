import type { ResetIdentifier } from "../../domain/password-reset"

/**
 * Thai strings of 'ลืมรหัสผ่าน' (#29). A file of their own, not texts.ts: the login form's texts are
 * in the login page's first paint, and these load with their screen.
 */
export const forgotPasswordTexts = {
  pageName: "ลืมรหัสผ่าน",
  lead: "รีเซ็ตรหัสผ่านได้ผ่านเจ้าหน้าที่ทางไลน์ ส่งข้อความด้านล่างที่มีชื่อผู้ใช้ของคุณ เจ้าหน้าที่จะตรวจสอบและช่วยตั้งรหัสผ่านใหม่ให้",
  identifierLabel: "ชื่อผู้ใช้หรือเบอร์โทรศัพท์",
  identifierHint: "ชื่อผู้ใช้หรือเบอร์โทรศัพท์ที่ใช้สมัครสมาชิก",
  messageLabel: "ข้อความถึงเจ้าหน้าที่",
  /** The message ready to send: it names the player's account, never a password. */
  message: (brandName: string, identifier: ResetIdentifier): string => {
    const ask = `สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ ${brandName}`
    if (identifier === null) return ask
    // The account on a line of its own: the first thing support reads after the greeting.
    return `${ask}\n${identifier.kind === "phone" ? "เบอร์โทรศัพท์" : "ชื่อผู้ใช้"}: ${identifier.value}`
  },
  sendOnLine: "ส่งข้อความทางไลน์",
  openLine: "เปิดไลน์เจ้าหน้าที่",
  copy: "คัดลอกข้อความ",
  copied: "คัดลอกแล้ว",
  copyManually: "คัดลอกอัตโนมัติไม่ได้ในเบราว์เซอร์นี้ กดค้างที่ข้อความแล้วเลือกคัดลอก",
  /** How to send it, for an official account: LINE types the message in for the player. */
  howPrefilled: "กด 'ส่งข้อความทางไลน์' แชทกับเจ้าหน้าที่จะเปิดพร้อมข้อความนี้ แล้วกดส่งในไลน์",
  /** For a personal LINE id, which has no link that types a message in. */
  howPaste: "กด 'คัดลอกข้อความ' แล้ว 'เปิดไลน์เจ้าหน้าที่' วางข้อความในแชทแล้วกดส่ง",
  lineId: (id: string): string => `ไลน์เจ้าหน้าที่: ${id}`,
  settingsFailed: "โหลดช่องทางติดต่อไม่สำเร็จ",
  unavailable: "ยังไม่มีช่องทางติดต่อในขณะนี้ กรุณาลองใหม่ภายหลัง",
  backToLogin: "กลับไปหน้าเข้าสู่ระบบ"
} as const
