import { useMemo } from "react"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { promotionBannersOf } from "../../domain/media"
import { selectConfigurationItems } from "../../events/configuration/selectors"
import { selectSnapshotBanners } from "../../events/shell/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { PromotionCarousel } from "../../ui/dashboard/promotion-carousel"
import { paths } from "../paths"

/**
 * The dashboard's promotion carousel, from the configuration's `media.promotion.*` banners (the list
 * the start loaded). Until the list has loaded, or when it failed, a returning player sees the
 * banners their device's snapshot kept (#16); without either, nothing shows: the promotions also
 * have their own page, so a failure here needs no notice of its own.
 */
export const PromotionCarouselHost = () => {
  const items = useAppSelector(selectConfigurationItems)
  const kept = useAppSelector(selectSnapshotBanners)
  const banners = useMemo(() => (items._tag === "Loaded" ? promotionBannersOf(items.data) : kept), [items, kept])
  return <PromotionCarousel banners={banners} href={paths.auth.mediaPromotion} placeholderSrc={PLACEHOLDER_IMAGE} />
}
