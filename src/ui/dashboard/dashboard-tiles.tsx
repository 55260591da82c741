import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { ImageWithFallback } from "../image-with-fallback"
import { UiLink } from "../link"
import { dashboardTexts } from "./texts"

// Three across on a phone, so that two rows show under the balance; six across on a desktop, where
// larger tiles would push the page's end far below the fold.
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "2",
  listStyle: "none",
  margin: "0",
  padding: "0",
  sm: { gap: "3" },
  md: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  lg: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" }
})
const tile = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "1.5",
  height: "100%",
  minHeight: "44px",
  paddingX: "2",
  paddingTop: "2.5",
  paddingBottom: "2",
  borderRadius: "2xl",
  bg: "rgba(36, 36, 43, 0.88)",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.08)",
  color: "paper",
  textDecoration: "none",
  textAlign: "center",
  transitionProperty: "transform, border-color",
  transitionDuration: "150ms",
  _hover: { borderColor: "brand", transform: "translateY(-2px)" },
  _motionReduce: { transition: "none", _hover: { transform: "none" } }
})
const image = css({ width: "100%", maxWidth: "96px", aspectRatio: "1 / 1", objectFit: "contain", borderRadius: "xl" })
const title = css({ fontSize: "sm", fontWeight: "semibold", lineHeight: "1.5", sm: { fontSize: "md" } })

export interface DashboardTile {
  readonly key: string
  readonly href: string
  readonly title: string
  readonly imageUrl: string | null
}

export interface DashboardTilesProps {
  readonly tiles: ReadonlyArray<DashboardTile>
  readonly placeholderSrc: string
}

/**
 * The tiles a phone shows without scrolling (two rows of three under the balance): their images load
 * at once, the rest lazily. At a low priority: the dashboard's largest paint is the carousel's first
 * banner, and on a phone's six connections (HTTP/1.1) four tile icons asked for first, from the page's
 * head as React would preload them, sent the banner to wait for a connection of its own (#30).
 */
const ABOVE_THE_FOLD = 6

/** The dashboard grid of large tiles, each an image and a title (UI-04..UI-07). */
export const DashboardTiles = ({ tiles, placeholderSrc }: DashboardTilesProps) => (
  <nav aria-label={dashboardTexts.tilesLabel}>
    <ul className={grid}>
      {tiles.map((entry, index) => (
        <li key={entry.key} data-tile={entry.key}>
          <UiLink to={entry.href} className={cx(tile, focusRing)}>
            <ImageWithFallback
              src={entry.imageUrl}
              placeholderSrc={placeholderSrc}
              alt=""
              loading={index < ABOVE_THE_FOLD ? "eager" : "lazy"}
              fetchPriority="low"
              className={image}
            />
            <span className={title}>{entry.title}</span>
          </UiLink>
        </li>
      ))}
    </ul>
  </nav>
)
