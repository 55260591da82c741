import { useMemo } from "react"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { promotionBannersOf } from "../../domain/media"
import { selectConfigurationItems } from "../../events/configuration/selectors"
import { selectIsPlayerFrame, selectShellLevel, selectSnapshotBanners } from "../../events/shell/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { PromotionCarousel, PromotionCarouselFrame } from "../../ui/dashboard/promotion-carousel"
import { bannerActionOf } from "../banner-actions"

/**
 * The dashboard's promotion carousel, from the configuration's `media.promotion.*` banners (the list
 * the start loaded). Until the list has loaded, or when it failed, a returning player sees the
 * banners their device's snapshot kept (#16); without either, nothing shows: the promotions also
 * have their own page, so a failure here needs no notice of its own.
 */
export const PromotionCarouselHost = () => {
  const items = useAppSelector(selectConfigurationItems)
  const kept = useAppSelector(selectSnapshotBanners)
  const level = useAppSelector(selectShellLevel)
  const frame = useAppSelector(selectIsPlayerFrame)
  const slides = useMemo(
    () =>
      (items._tag === "Loaded" ? promotionBannersOf(items.data) : kept).map((banner) => ({
        banner,
        action: bannerActionOf(banner, level)
      })),
    [items, kept, level]
  )
  // The prerendered frame keeps the carousel's place for the returning player's first banner (#30).
  if (frame && slides.length === 0) return <PromotionCarouselFrame />
  return <PromotionCarousel slides={slides} placeholderSrc={PLACEHOLDER_IMAGE} />
}
