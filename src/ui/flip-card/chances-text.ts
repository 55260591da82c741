/**
 * Today's flip card chances as the page writes them, and as a returning player's frame is filled
 * before the app runs (#30; a module of its own, so the fill carries no other text).
 */
export const flipChancesText = (playsLeft: number, playsPerDay: number): string =>
  playsLeft === 0 ? "สิทธิ์เปิดไพ่วันนี้หมดแล้ว" : `สิทธิ์เปิดไพ่วันนี้เหลือ ${playsLeft} จาก ${playsPerDay} ครั้ง`
