import { buddhistYear } from "../domain/buddhist-year"

/** Thai strings shared by many components. */
export const commonTexts = {
  close: "ปิด",
  cancel: "ยกเลิก",
  loading: "กำลังโหลด…",
  retry: "ลองอีกครั้ง",
  reload: "โหลดหน้าใหม่",
  backHome: "กลับสู่หน้าหลัก",
  home: "หน้าหลัก",
  showPassword: "แสดงรหัสผ่าน",
  hidePassword: "ซ่อนรหัสผ่าน",
  skipToContent: "ข้ามไปยังเนื้อหาหลัก",
  logoAlt: (brandName: string): string => `โลโก้ ${brandName}`,
  /** The copyright footer (LAYOUT-26, OPEN-48), its year in the Buddhist era as Thai readers date things. */
  copyright: (brandName: string, year: number): string => `© พ.ศ. ${buddhistYear(year)} ${brandName} สงวนลิขสิทธิ์`
} as const
