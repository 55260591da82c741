/** Each page's name for the browser title (UI-01, OPEN-60). */
export const pageNames = {
  home: "หน้าแรก",
  login: "เข้าสู่ระบบ",
  contact: "ติดต่อเรา",
  promotion: "โปรโมชั่น",
  liveScore: "ผลบอลสด",
  score: "ตารางคะแนน",
  maintenance: "ปิดปรับปรุง",
  notFound: "ไม่พบหน้า",
  dashboard: "หน้าหลัก",
  playerContact: "ติดต่อเจ้าหน้าที่",
  levels: "ระดับสมาชิก"
} as const
