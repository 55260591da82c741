// The Thai texts of the installable app (#15): the offline page and the update prompt.

export const pwaTexts = {
  offline: {
    title: "ไม่มีการเชื่อมต่ออินเทอร์เน็ต",
    heading: "ไม่มีการเชื่อมต่ออินเทอร์เน็ต",
    hint: "ตรวจสอบ Wi-Fi หรืออินเทอร์เน็ตมือถือ แล้วลองใหม่อีกครั้ง ยอดเงินและรายการของคุณยังปลอดภัย",
    retry: "ลองใหม่"
  },
  update: {
    title: "มีเวอร์ชันใหม่",
    hint: "อัปเดตเพื่อใช้งานเวอร์ชันล่าสุด",
    action: "อัปเดต"
  }
} as const
