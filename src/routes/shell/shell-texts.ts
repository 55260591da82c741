/** Thai strings the routes show through toasts and titles. */
export const shellTexts = {
  searchNeedsLogin: "กรุณาเข้าสู่ระบบเพื่อค้นหาเกม",
  checkInReward: (value: string, tomorrow: string) => `เช็คอินสำเร็จ รับ ${value} พรุ่งนี้รับ ${tomorrow}`,
  sessionExpired: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่อีกครั้ง",
  levelsTitle: "ระดับสมาชิก",
  homeWelcome: "ยินดีต้อนรับ",
  homeLead: "เข้าสู่ระบบเพื่อฝาก ถอน และเล่นเกมได้ทันที ตลอด 24 ชั่วโมง",
  publicContactLead: "สอบถามข้อมูลหรือแจ้งปัญหาได้ตลอด 24 ชั่วโมงทางไลน์",
  playerContactLead: "ติดต่อเจ้าหน้าที่ผ่านไลน์หลักหรือไลน์สำรองได้ตลอด 24 ชั่วโมง",
  contactUnavailable: "ยังไม่มีช่องทางติดต่อในขณะนี้ กรุณาลองใหม่ภายหลัง",
  promotionTitle: "โปรโมชั่นโบนัส",
  tiles: {
    huay: "หวย",
    allGame: "เกมทั้งหมด",
    deposit: "ฝากเงิน",
    withdraw: "ถอนเงิน",
    ranking: "อันดับ",
    media: "สื่อบันเทิง",
    wheel: "กงล้อนำโชค",
    movie: "ดูหนัง",
    flipCard: "เปิดไพ่",
    mediaPromotion: "โปรโมชั่น",
    contact: "ติดต่อเรา"
  }
} as const
