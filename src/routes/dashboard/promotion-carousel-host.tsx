import { useMemo } from "react"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { promotionBannersOf } from "../../domain/media"
import { selectConfigurationItems } from "../../events/configuration/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { PromotionCarousel } from "../../ui/dashboard/promotion-carousel"
import { paths } from "../paths"

/**
 * The dashboard's promotion carousel, from the configuration's `media.promotion.*` banners (the list
 * the start loaded). Until it has loaded, and when it holds no banner, nothing shows: the
 * promotions also have their own page, so a failure here needs no notice of its own.
 */
const PromotionCarouselHost = () => {
  const items = useAppSelector(selectConfigurationItems)
  const banners = useMemo(() => (items._tag === "Loaded" ? promotionBannersOf(items.data) : []), [items])
  return <PromotionCarousel banners={banners} href={paths.auth.mediaPromotion} placeholderSrc={PLACEHOLDER_IMAGE} />
}

export default PromotionCarouselHost
