import { levelTier } from "../domain/levels"
import type { PromotionSlide } from "../domain/media"
import { promotionActionTexts as t, type PromotionAction } from "../ui/promotion-action"
import { paths } from "./paths"

// Where each promotion banner leads (#29): to the page its offer is acted on, with that page's verb,
// or, for a banner without a link, to its terms on the promotions page.

/** The id of a banner's card on the promotions page ('media.promotion.2' → 'promotion-2'). */
export const bannerAnchorOf = (key: string): string => `promotion-${key.split(".").pop() ?? key}`

const LABELS: Readonly<Record<string, string>> = {
  [paths.auth.deposit]: t.deposit,
  [paths.auth.winlost]: t.winlost,
  [paths.auth.affiliate]: t.affiliate
}

/**
 * A banner's action for a player at `level` (null while unknown): the loss refund's banner says the
 * player's own rate, because the art and terms speak of every level's (5–15%) and a Silver player
 * gets 5%.
 */
export const bannerActionOf = (banner: PromotionSlide, level: number | null): PromotionAction => {
  if (banner.link === undefined) {
    return { href: `${paths.auth.mediaPromotion}#${bannerAnchorOf(banner.key)}`, label: t.terms, note: null }
  }
  const tier = level === null ? undefined : levelTier(level)
  const note =
    banner.link === paths.auth.winlost && tier !== undefined ? t.lossRate(tier.LABEL, tier.LOST_PERCENT) : null
  return { href: banner.link, label: LABELS[banner.link] ?? t.open, note }
}
