/**
 * Thai strings of the daily check-in (CHECKIN group) that its host says: the toasts, the list's
 * failure, a check-in not done. The popup's own are in popup-texts.ts, which loads with it (#29).
 */
export const checkInTexts = {
  reward: (value: string, tomorrow: string) => `เช็คอินสำเร็จ รับ ${value} พรุ่งนี้รับ ${tomorrow}`,
  alreadyCheckedIn: "วันนี้คุณเช็คอินแล้ว",
  listFailed: "โหลดข้อมูลเช็คอินไม่สำเร็จ",
  notDone: "การเช็คอินยังไม่สำเร็จ กรุณากดเช็คอินอีกครั้ง"
} as const
