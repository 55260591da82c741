/** Thai strings of the bonus promotion panel (PROMO-01..PROMO-05, #29). */
export const promotionTexts = {
  pageName: "โปรโมชั่น",
  title: "โปรโมชั่นโบนัส",
  empty: "ยังไม่มีโปรโมชั่นในขณะนี้",
  loading: "กำลังโหลดโปรโมชั่น…",
  period: (index: number): string => `ช่วงที่ ${index}`,
  rate: (rate: number): string => `โบนัส ${rate}%`,
  window: (start: string, end: string): string => `เวลา ${start}–${end} น.`,
  endNumber: (value: string): string => `ทศนิยมท้าย ${value}`,
  /** What the ending asks of a deposit, with one that earns it (#29: the panel said it nowhere). */
  endNumberExample: (value: string, example: string): string => `ฝากยอดที่ลงท้ายด้วย ${value} เช่น ${example}`,
  max: (amount: string): string => `สูงสุด ${amount}`,
  /** The period open now (#29). */
  openNow: "ตอนนี้อยู่ในช่วงโบนัส",
  depositNow: "ฝากเลย"
} as const
