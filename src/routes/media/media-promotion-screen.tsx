import { useLocation } from "react-router-dom"
import { css } from "../../../styled-system/css"
import type { ConfigurationMap } from "../../domain/configuration"
import { promotionBannersOf } from "../../domain/media"
import { promotionPeriods } from "../../domain/promotion"
import { selectPromotionLoading, selectPromotionSetting } from "../../events/promotion/selectors"
import { selectShellLevel, selectSnapshotBanners } from "../../events/shell/selectors"
import { useAppSelector, useCommand } from "../../runtime/react/app-context"
import { PromotionBanners } from "../../ui/media/promotion-banners"
import { mediaTexts } from "../../ui/media/texts"
import { PageSection } from "../../ui/page-section"
import { PromotionPanel } from "../../ui/promotion/promotion-panel"
import { useOpenBonusPeriod } from "../use-open-bonus-period"
import { bannerActionOf, bannerAnchorOf } from "../banner-actions"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { reloadConfiguration, useMediaEntries } from "./use-media-entries"

const t = mediaTexts.promotion
const subheading = css({ fontSize: "lg", fontWeight: "bold" })
const block = css({ display: "flex", flexDirection: "column", gap: "3" })

/** Grey banner cards while the list loads when the device has not seen it yet. */
const DEFAULT_BANNER_SKELETONS = 2

const loaded = (map: ConfigurationMap) => ({ _tag: "Loaded" as const, banners: promotionBannersOf(map) })

/**
 * /auth/media/promotion (ROUTE-21, OPEN-64): the player's own bonus panel (PROMO rules, the panel of
 * /promotion) and the configuration's `media.promotion.*` banners with their terms.
 */
const MediaPromotionScreen = () => {
  usePageTitle(t.pageName)
  const run = useCommand()
  const setting = useAppSelector(selectPromotionSetting)
  const openPeriod = useOpenBonusPeriod(setting)
  const loading = useAppSelector(selectPromotionLoading)
  const view = useMediaEntries(loaded)
  const seenBanners = useAppSelector(selectSnapshotBanners).length
  const level = useAppSelector(selectShellLevel)
  const { hash } = useLocation()
  return (
    <PageSection title={t.pageName}>
      <section className={block} aria-label={t.bonusTitle}>
        <h2 className={subheading}>{t.bonusTitle}</h2>
        <PromotionPanel
          periods={promotionPeriods(setting)}
          loading={loading}
          openPeriod={openPeriod}
          depositHref={paths.auth.deposit}
        />
      </section>
      <section className={block} aria-label={t.bannersTitle}>
        <h2 className={subheading}>{t.bannersTitle}</h2>
        <PromotionBanners
          view={view}
          onRetry={() => void run(reloadConfiguration)}
          expectedCount={seenBanners > 0 ? seenBanners : DEFAULT_BANNER_SKELETONS}
          // The terms are on this page: a banner without a link has no button here.
          actionOf={(banner) => (banner.link === undefined ? null : bannerActionOf(banner, level))}
          anchorOf={(banner) => bannerAnchorOf(banner.key)}
          targetId={hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null}
        />
      </section>
    </PageSection>
  )
}

export default MediaPromotionScreen
