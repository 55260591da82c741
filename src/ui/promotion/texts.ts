/** Thai strings of the bonus promotion panel (PROMO-01..PROMO-05). */
export const promotionTexts = {
  pageName: "โปรโมชั่น",
  title: "โปรโมชั่นโบนัส",
  empty: "ยังไม่มีโปรโมชั่นในขณะนี้",
  loading: "กำลังโหลดโปรโมชั่น…",
  period: (index: number): string => `ช่วงที่ ${index}`,
  rate: (rate: number): string => `โบนัส ${rate}%`,
  window: (start: string, end: string): string => `เวลา ${start}–${end} น.`,
  endNumber: (value: string): string => `ทศนิยมท้าย ${value}`,
  max: (amount: string): string => `สูงสุด ${amount}`
} as const
