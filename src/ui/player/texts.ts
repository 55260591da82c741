/** Thai strings of the player's balance card and level list (UI-08, UI-18, LEVEL-11); the balance's own in ../balance-texts.ts. */
export const playerTexts = {
  balance: {
    retry: "ลองใหม่",
    levelTitle: "ระดับสมาชิก",
    showLevels: "ดูระดับสมาชิก",
    deposit: "ฝากเงิน",
    withdraw: "ถอนเงิน",
    /** A player's first day (#29): never deposited, at ฿0.00. */
    firstDeposit: "ฝากครั้งแรก"
  },
  levels: {
    title: "ระดับสมาชิก",
    disabled: "ยังไม่เปิดให้บริการ",
    current: "ระดับปัจจุบันของคุณ",
    badgeAlt: (label: string): string => `ตราระดับ ${label}`
  }
} as const
