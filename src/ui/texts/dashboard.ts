/** Thai strings of the dashboard (UI-04, UI-18). */
export const dashboardTexts = {
  tilesLabel: "เมนูทางลัด",
  balanceTitle: "ยอดเงินคงเหลือ",
  balanceError: "โหลดยอดเงินไม่สำเร็จ กรุณาลองอีกครั้ง",
  refreshBalance: "รีเฟรชยอดเงิน",
  levelTitle: "ระดับสมาชิก",
  showLevels: "ดูระดับสมาชิก"
} as const
