import { useEffect } from "react"
import { css, cx } from "../../../styled-system/css"
import type { PromotionBanner } from "../../domain/media"
import { buttonLook } from "../button"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { LoadFailedNotice } from "../load-failed-notice"
import type { PromotionAction } from "../promotion-action"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../frame-fill"
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
const note = css({ color: "brand", fontWeight: "semibold" })
const termsBlock = css({ display: "grid", gap: "1", paddingX: "1" })
const termsLabel = css({ fontSize: "sm", fontWeight: "semibold", color: "paper" })
const terms = css({ margin: "0", color: "muted", fontSize: "sm", lineHeight: "1.7" })
const actionLink = css({ alignSelf: "flex-start", textDecoration: "none" })
// A banner reached from the dashboard ('ดูเงื่อนไข') is framed for a moment, so the eye finds it.
const target = css({ outline: "2px solid token(colors.brand)", outlineOffset: "2px" })
const empty = css({ padding: "6", textAlign: "center", color: "muted", borderRadius: "xl", bg: "surface" })

export type BannerListView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly banners: ReadonlyArray<PromotionBanner> }

/**
 * The promotion banners from the configuration, each with its terms in plain sight (turnover and
 * all: #29, they were folded away) and a button to act on the offer when it has one.
 */
export const PromotionBanners = ({
  view,
  onRetry,
  expectedCount,
  actionOf,
  anchorOf,
  targetId
}: {
  readonly view: BannerListView
  readonly onRetry: () => void
  /** How many grey cards to show while loading: as many as the device last saw, so nothing moves (#16). */
  readonly expectedCount: number
  /** The banner's way on, or null when its terms are all there is. */
  readonly actionOf: (banner: PromotionBanner) => PromotionAction | null
  /** The card's id, which a link to its terms names ('#promotion-2'). */
  readonly anchorOf: (banner: PromotionBanner) => string
  /** The card the address names, scrolled to once the list is there. */
  readonly targetId: string | null
}) => {
  const loaded = view._tag === "Loaded"
  useEffect(() => {
    if (!loaded || targetId === null) return
    const card = document.getElementById(targetId)
    if (card === null) return
    card.scrollIntoView({ block: "start" })
    card.focus({ preventScroll: true })
  }, [loaded, targetId])

  if (view._tag === "Loading")
    return (
      <div aria-busy="true" className={list}>
        <span className={css({ srOnly: true })}>{t.loading}</span>
        {/* In a returning player's frame (#30) each card is a slot the first-paint fill gives a
            banner the device kept: its picture and title (src/first-paint/frame-fill.ts). */}
        {Array.from({ length: expectedCount }, (_, index) => (
          <div key={index} className={card} {...{ [FRAME_FILL_ATTRIBUTE]: "promotion" satisfies FrameFillSlot }}>
            <Skeleton height="auto" className={image} fill="promotion-image" />
            <Skeleton width="12rem" height="1.6em" className={title} fill="promotion-title" />
            <Skeleton width="100%" height="3.4em" />
            <Skeleton width="7rem" height="48px" />
          </div>
        ))}
      </div>
    )
  if (view._tag === "Failed")
    return <LoadFailedNotice message={t.failed} detail={view.message} onRetry={onRetry} retryLabel={mediaTexts.retry} />
  if (view.banners.length === 0) return <p className={empty}>{t.empty}</p>
  return (
    <ul className={list}>
      {view.banners.map((banner) => {
        const action = actionOf(banner)
        const id = anchorOf(banner)
        return (
          <li key={banner.key} id={id} tabIndex={-1} className={cx(card, focusRing, id === targetId && target)}>
            <ImageWithFallback
              placeholderSrc={PLACEHOLDER_IMAGE}
              className={image}
              src={banner.image}
              alt={banner.title}
              width={640}
              height={240}
            />
            <h3 className={title}>{banner.title}</h3>
            {action === null || action.note === null ? null : <p className={note}>{action.note}</p>}
            <div className={termsBlock}>
              <span className={termsLabel}>{t.terms}</span>
              <p className={terms}>{banner.terms}</p>
            </div>
            {action === null ? null : (
              <UiLink to={action.href} className={cx(buttonLook("primary"), actionLink)}>
                {action.label}
              </UiLink>
            )}
          </li>
        )
      })}
    </ul>
  )
}
