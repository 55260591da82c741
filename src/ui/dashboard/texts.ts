/** Thai strings of the dashboard and its tiles (UI-04..UI-07). */
export const dashboardTexts = {
  pageName: "หน้าหลัก",
  tilesLabel: "เมนูทางลัด",
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
