import { css, cx } from "../../../styled-system/css"
import { FLIP_CARD_COUNT } from "../../domain/flip-card"
import type { FlipCardPlay } from "../../domain/flip-card-schema"
import { focusRing } from "../focus-ring"
import { flipCardTexts } from "./texts"

// The row of cards: each a button whose inner face turns over in 3D (transform only); the picked
// card turns first, the others after it, to show what they held. Reduced motion gets a short turn.

const row = css({
  display: "grid",
  gridTemplateColumns: `repeat(${FLIP_CARD_COUNT}, minmax(0, 1fr))`,
  gap: { base: "2", md: "4" },
  maxWidth: "640px",
  marginX: "auto",
  width: "100%"
})
const cardButton = css({
  perspective: "800px",
  aspectRatio: "2 / 3",
  minHeight: "96px",
  padding: "0",
  border: "none",
  bg: "transparent",
  borderRadius: "lg",
  cursor: "pointer",
  _disabled: { cursor: "default" }
})
const inner = css({
  position: "relative",
  width: "100%",
  height: "100%",
  transformStyle: "preserve-3d",
  willChange: "transform",
  transitionProperty: "transform",
  transitionDuration: "600ms",
  transitionTimingFunction: "ease-out",
  _motionReduce: { transitionDuration: "150ms", transitionDelay: "0ms!" }
})
const turned = css({ transform: "rotateY(180deg)" })
const face = css({
  position: "absolute",
  inset: "0",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "lg",
  backfaceVisibility: "hidden",
  padding: "1",
  textAlign: "center",
  fontWeight: "bold",
  fontSize: { base: "xs", md: "md" },
  lineHeight: "1.3"
})
const back = css({
  bg: "linear-gradient(135deg, #3949ab 0%, #1a237e 100%)",
  border: "2px solid #c5cae9",
  color: "#e8eaf6",
  fontSize: { base: "2xl", md: "4xl" }
})
const front = css({ transform: "rotateY(180deg)", bg: "paper", color: "ink", border: "2px solid #9e9e9e" })
const frontPicked = css({ bg: "brand", color: "onBrand", borderColor: "brand", boxShadow: "0 0 0 3px #fff" })
const frontNone = css({ bg: "#e0e0e0", color: "#424242" })
/** The picked card lifts while its play is on its way. */
const waiting = css({ transform: "translateY(-8px)" })

export interface CardRowProps {
  /** The play the row shows face up, or null while face down. */
  readonly play: FlipCardPlay | null
  /** The card picked while its play is in flight. */
  readonly picked: number | null
  readonly disabled: boolean
  readonly onPick: (index: number) => void
}

export const CardRow = ({ play, picked, disabled, onPick }: CardRowProps) => (
  <div className={row} role="group" aria-label={flipCardTexts.rowLabel}>
    {Array.from({ length: FLIP_CARD_COUNT }, (_, index) => {
      const prize = play?.cards[index]
      const isPicked = play?.cardIndex === index
      const label = prize === undefined ? flipCardTexts.card(index + 1) : flipCardTexts.cardWith(index + 1, prize.label)
      return (
        <button
          key={index}
          type="button"
          className={cx(cardButton, focusRing)}
          aria-label={label}
          aria-pressed={isPicked || picked === index}
          disabled={disabled || play !== null}
          onClick={() => onPick(index)}
          data-testid={`flip-card-${index + 1}`}
          data-revealed={prize === undefined ? "false" : "true"}
        >
          <span
            className={cx(inner, prize !== undefined && turned, picked === index && waiting)}
            // The others turn after the picked one has shown its prize.
            style={{ transitionDelay: prize !== undefined && !isPicked ? "700ms" : "0ms" }}
          >
            <span className={cx(face, back)} aria-hidden="true">
              ★
            </span>
            <span
              className={cx(face, front, isPicked && frontPicked, prize?.kind === "none" && !isPicked && frontNone)}
              aria-hidden="true"
            >
              {prize?.label ?? ""}
            </span>
          </span>
        </button>
      )
    })}
  </div>
)
