import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { UiLink } from "../link"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "3",
  listStyle: "none",
  margin: "0",
  padding: "0",
  lg: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" }
})
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  height: "100%",
  minHeight: "44px",
  padding: "4",
  borderRadius: "xl",
  bg: "surface",
  color: "paper",
  textDecoration: "none",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.08)",
  transition: "transform 150ms ease, border-color 150ms ease",
  _hover: { borderColor: "brand", transform: "translateY(-2px)" },
  _motionReduce: { transition: "none", _hover: { transform: "none" } }
})
const art = css({ width: "100%", height: "auto", aspectRatio: "16 / 9", borderRadius: "lg", objectFit: "cover" })
const title = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "lg", fontWeight: "bold" })
const line = css({ fontSize: "sm", color: "muted", lineHeight: "1.6" })

export interface HubCard {
  readonly to: string
  readonly title: string
  readonly line: string
  /** A local drawing (public/assets/media/), 16:9. */
  readonly image: string
}

/** The hub's cards: a drawing, a title and a short Thai line, each a link to its page. */
export const HubCards = ({ cards, label }: { readonly cards: ReadonlyArray<HubCard>; readonly label: string }) => (
  <ul className={grid} aria-label={label}>
    {cards.map((item) => (
      <li key={item.to}>
        <UiLink to={item.to} className={cx(card, focusRing)}>
          <ImageWithFallback
            placeholderSrc={PLACEHOLDER_IMAGE}
            className={art}
            src={item.image}
            alt=""
            width={320}
            height={180}
          />
          <span className={title}>
            {item.title}
            <Icon name="play" size={16} />
          </span>
          <span className={line}>{item.line}</span>
        </UiLink>
      </li>
    ))}
  </ul>
)
