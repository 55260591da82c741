import { formatBaht, type Satang } from "../../domain/money"

/** Thai strings of the account screens (#14): the profile and the level progress. */
export const accountTexts = {
  pageName: "บัญชีของฉัน",
  details: "ข้อมูลส่วนตัว",
  name: "ชื่อ-นามสกุล",
  username: "ชื่อผู้ใช้",
  phone: "เบอร์โทรศัพท์",
  bank: "บัญชีธนาคาร",
  level: "ระดับสมาชิก",
  showLevels: "ดูระดับสมาชิก",
  security: "ความปลอดภัยและการจัดส่ง",
  changePassword: "เปลี่ยนรหัสผ่าน",
  changePasswordHint: "ตั้งรหัสผ่านใหม่ อุปกรณ์อื่นจะถูกออกจากระบบ",
  manageAddress: "ที่อยู่จัดส่ง",
  manageAddressHint: "ที่อยู่สำหรับจัดส่งของรางวัล",
  recordFailed: "อัปเดตข้อมูลบัญชีไม่สำเร็จ ข้อมูลที่แสดงอาจไม่เป็นปัจจุบัน",
  progress: {
    title: "ความคืบหน้าสู่ระดับถัดไป",
    loading: "กำลังโหลดความคืบหน้า",
    failed: "โหลดความคืบหน้าไม่สำเร็จ",
    toNext: (remaining: Satang, next: string): string => `อีก ${formatBaht(remaining)} ถึงระดับ ${next}`,
    counted: (criteria: "cumulative" | "month", deposits: Satang, target: Satang): string =>
      `${criteria === "month" ? "ยอดฝากเดือนนี้" : "ยอดฝากสะสม"} ${formatBaht(deposits)} จาก ${formatBaht(target)}`,
    barLabel: (next: string): string => `ความคืบหน้าสู่ระดับ ${next}`,
    reached: (next: string): string => `ยอดฝากครบสำหรับระดับ ${next} แล้ว ระบบจะปรับระดับให้ในรอบถัดไป`,
    top: "คุณอยู่ในระดับสูงสุดที่เปิดให้บริการแล้ว"
  }
} as const
