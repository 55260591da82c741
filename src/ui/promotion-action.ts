// What tapping a promotion banner does (#29), shared by the dashboard's carousel and the promotions
// page: the screens decide it (routes/banner-actions.ts), these parts draw it.

/** A banner's way on: where a tap leads, the button's words, and a line said to this player. */
export interface PromotionAction {
  readonly href: string
  readonly label: string
  /** The offer as it stands for this player ('ระดับ Silver ของคุณรับคืน 5%'), or null. */
  readonly note: string | null
}

export const promotionActionTexts = {
  deposit: "ฝากเลย",
  winlost: "ดูยอดคืนของฉัน",
  affiliate: "ชวนเพื่อน",
  open: "ดูรายละเอียด",
  terms: "ดูเงื่อนไข",
  lossRate: (level: string, percent: number): string => `ระดับ ${level} ของคุณรับคืน ${percent}%`
} as const
