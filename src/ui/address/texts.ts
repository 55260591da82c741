import type { AddressField } from "../../domain/address"

// The delivery address screen's Thai strings (issue #14; the field names are OPEN-14's, exact).

export const addressTexts = {
  pageName: "ที่อยู่จัดส่ง",
  /** The way back to the account screen (#14). */
  backToAccount: "บัญชีของฉัน",
  fields: {
    recipientName: "ชื่อผู้รับ",
    phone: "เบอร์โทรศัพท์",
    houseNo: "บ้านเลขที่",
    village: "หมู่บ้าน/อาคาร",
    road: "ถนน/ซอย",
    subdistrict: "ตำบล/แขวง",
    district: "อำเภอ/เขต",
    province: "จังหวัด",
    postcode: "รหัสไปรษณีย์"
  } satisfies Readonly<Record<AddressField, string>>,
  optional: "(ไม่บังคับ)",
  postcodeHint: "พิมพ์รหัสไปรษณีย์ 5 หลัก แล้วเลือกตำบลจากรายการ หรือกรอกเองก็ได้",
  suggestionsLabel: "ตำบล อำเภอ และจังหวัดของรหัสไปรษณีย์นี้",
  suggestionsCount: (count: number) => `พบ ${count} ตำบล ใช้ลูกศรขึ้นลงเพื่อเลือก`,
  none: "ยังไม่มีที่อยู่จัดส่ง กรอกที่อยู่ไว้เพื่อรับของรางวัลที่เป็นสินค้า",
  loadFailed: "โหลดที่อยู่ไม่สำเร็จ",
  retry: "ลองใหม่",
  save: "บันทึก",
  saving: "กำลังบันทึก…",
  verifying: "กำลังตรวจสอบรายการ…",
  verifyAgain: "ตรวจสอบอีกครั้ง",
  unverified: "ยังไม่ทราบว่าบันทึกที่อยู่สำเร็จหรือไม่ กรุณาตรวจสอบอีกครั้ง",
  notSaved: "ยังไม่ได้บันทึกที่อยู่ กรุณากดบันทึกอีกครั้ง",
  offline: "ไม่มีการเชื่อมต่ออินเทอร์เน็ต กรุณาลองใหม่เมื่อออนไลน์",
  unchanged: "ยังไม่มีการแก้ไขที่อยู่",
  fixErrors: "กรุณาแก้ไขข้อมูลที่ไม่ถูกต้องก่อนบันทึก",
  saved: "บันทึกที่อยู่สำเร็จ",
  leave: {
    title: "ออกจากหน้านี้?",
    body: "ที่อยู่ที่แก้ไขยังไม่ได้บันทึก หากออกตอนนี้ การแก้ไขจะหายไป",
    stay: "อยู่ต่อ",
    leave: "ออกโดยไม่บันทึก"
  }
} as const
