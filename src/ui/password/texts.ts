import { CHANGE_PASSWORD_ANSWERS } from "../../domain/change-password"

/** The password change's words (#14): the exact ones, and ours (OPEN-10). */
export const passwordTexts = {
  pageName: "เปลี่ยนรหัสผ่าน",
  /** The way back to the account screen (#14). */
  backToAccount: "บัญชีของฉัน",
  intro: "เพื่อความปลอดภัย เมื่อเปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบด้วยบัญชีนี้จะถูกออกจากระบบ",
  fields: {
    oldPassword: "รหัสผ่านเดิม",
    newPassword: "รหัสผ่านใหม่",
    confirmPassword: "ยืนยันรหัสผ่านใหม่"
  },
  newHint: "8–32 ตัวอักษร มีทั้งตัวอักษรภาษาอังกฤษและตัวเลข และต้องไม่ซ้ำกับรหัสผ่านเดิม",
  submit: "เปลี่ยนรหัสผ่าน",
  changed: CHANGE_PASSWORD_ANSWERS.changed,
  changedNote: "อุปกรณ์อื่นที่เข้าสู่ระบบด้วยบัญชีนี้ถูกออกจากระบบแล้ว ใช้รหัสผ่านใหม่ในการเข้าสู่ระบบครั้งต่อไป",
  unsure: {
    title: "ยังไม่ทราบผลการเปลี่ยนรหัสผ่าน",
    body: "การเชื่อมต่อขาดหายระหว่างส่งคำขอ จึงไม่ทราบว่ารหัสผ่านถูกเปลี่ยนแล้วหรือไม่ กด 'ลองอีกครั้ง' เพื่อส่งคำขอเดิม ระบบจะไม่เปลี่ยนรหัสผ่านซ้ำ",
    retry: "ลองอีกครั้ง"
  }
} as const
