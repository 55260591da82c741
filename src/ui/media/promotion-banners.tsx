import { css } from "../../../styled-system/css"
import type { PromotionBanner } from "../../domain/media"
import { focusRing } from "../focus-ring"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { mediaTexts } from "./texts"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const t = mediaTexts.promotion

const list = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "4",
  listStyle: "none",
  margin: "0",
  padding: "0",
  lg: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }
})
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  padding: "3",
  borderRadius: "xl",
  bg: "surface"
})
const image = css({ width: "100%", height: "auto", aspectRatio: "8 / 3", borderRadius: "lg", objectFit: "cover" })
const title = css({ fontSize: "lg", fontWeight: "bold" })
const summary = css({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "2",
  borderRadius: "md",
  color: "brand",
  fontWeight: "semibold",
  cursor: "pointer"
})
const terms = css({ paddingX: "2", paddingBottom: "2", color: "muted", fontSize: "sm", lineHeight: "1.7" })
const empty = css({ padding: "6", textAlign: "center", color: "muted", borderRadius: "xl", bg: "surface" })

export type BannerListView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly banners: ReadonlyArray<PromotionBanner> }

/** The promotion banners from the configuration, each with its terms behind 'เงื่อนไข' (plain text). */
export const PromotionBanners = ({
  view,
  onRetry,
  expectedCount
}: {
  readonly view: BannerListView
  readonly onRetry: () => void
  /** How many grey cards to show while loading: as many as the device last saw, so nothing moves (#16). */
  readonly expectedCount: number
}) => {
  if (view._tag === "Loading")
    return (
      <div aria-busy="true" className={list}>
        <span className={css({ srOnly: true })}>{t.loading}</span>
        {Array.from({ length: expectedCount }, (_, index) => (
          <div key={index} className={card}>
            <Skeleton height="auto" className={image} />
            <Skeleton width="12rem" height="1.6em" className={title} />
            <Skeleton width="6rem" height="44px" />
          </div>
        ))}
      </div>
    )
  if (view._tag === "Failed")
    return <LoadFailedNotice message={t.failed} detail={view.message} onRetry={onRetry} retryLabel={mediaTexts.retry} />
  if (view.banners.length === 0) return <p className={empty}>{t.empty}</p>
  return (
    <ul className={list}>
      {view.banners.map((banner) => (
        <li key={banner.key} className={card}>
          <ImageWithFallback
            placeholderSrc={PLACEHOLDER_IMAGE}
            className={image}
            src={banner.image}
            alt={banner.title}
            width={640}
            height={240}
          />
          <h3 className={title}>{banner.title}</h3>
          <details>
            <summary className={`${summary} ${focusRing}`}>{t.terms}</summary>
            <p className={terms}>{banner.terms}</p>
          </details>
        </li>
      ))}
    </ul>
  )
}
