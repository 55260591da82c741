/** Thai strings of the level list (UI-08, LEVEL-11). */
export const levelTexts = {
  title: "ระดับสมาชิก",
  disabled: "ยังไม่เปิดให้บริการ",
  current: "ระดับปัจจุบันของคุณ",
  badgeAlt: (label: string): string => `ตราระดับ ${label}`
} as const
