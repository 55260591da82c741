import type { CSSProperties } from "react"
import { css, cx } from "../../../styled-system/css"
import { FLIP_CARD_COUNT } from "../../domain/flip-card"
import type { FlipCardPlay } from "../../domain/flip-card-schema"
import type { LabelledPrize } from "../../domain/prize-schema"
import { focusRing } from "../focus-ring"
import { useReducedMotion } from "../use-reduced-motion"
import { flipCardTexts } from "./texts"

// The row of cards: each a button whose inner face turns over in 3D (transform only); the picked
// card turns first, the others after it, to show what they held. Reduced motion gets a short turn.
// The 3D styles are inline: this screen's only, so the style sheet every page loads stays as it is.

const row = css({ display: "grid", gap: "2", maxWidth: "640px", marginX: "auto", width: "100%" })
const columns: CSSProperties = { gridTemplateColumns: `repeat(${FLIP_CARD_COUNT}, minmax(0, 1fr))` }
const cardButton = css({ padding: "0", border: "none", bg: "transparent", borderRadius: "lg", cursor: "pointer" })
const cardShape: CSSProperties = { perspective: "800px", aspectRatio: "2 / 3", minHeight: "96px" }
const face = css({
  position: "absolute",
  inset: "0",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "lg",
  padding: "1",
  textAlign: "center",
  fontWeight: "bold",
  fontSize: "sm",
  lineHeight: "1.3"
})
const hidden: CSSProperties = { backfaceVisibility: "hidden", WebkitBackfaceVisibility: "hidden" }
const back: CSSProperties = {
  ...hidden,
  background: "linear-gradient(135deg, #3949ab 0%, #1a237e 100%)",
  border: "2px solid #c5cae9",
  color: "#e8eaf6",
  fontSize: "1.75rem"
}
const frontColours = (prize: LabelledPrize | undefined, picked: boolean): CSSProperties =>
  picked
    ? { background: "var(--brand-colour, #FFCA00)", color: "#111111", border: "2px solid #ffffff" }
    : prize?.kind === "none"
      ? { background: "#e0e0e0", color: "#424242", border: "2px solid #9e9e9e" }
      : { background: "#f5f5f5", color: "#111111", border: "2px solid #9e9e9e" }

const TURN_MS = 600
const REDUCED_TURN_MS = 150
/** The others turn after the picked one has shown its prize. */
const OTHERS_AFTER_MS = 700

const innerStyle = (state: { revealed: boolean; lifted: boolean; delayed: boolean; reduced: boolean }) => ({
  position: "relative" as const,
  display: "block",
  width: "100%",
  height: "100%",
  transformStyle: "preserve-3d" as const,
  willChange: "transform",
  transform: state.revealed ? "rotateY(180deg)" : state.lifted ? "translateY(-8px)" : "none",
  transition: `transform ${state.reduced ? REDUCED_TURN_MS : TURN_MS}ms ease-out`,
  transitionDelay: state.delayed && !state.reduced ? `${OTHERS_AFTER_MS}ms` : "0ms"
})

export interface CardRowProps {
  /** The play the row shows face up, or null while face down. */
  readonly play: FlipCardPlay | null
  /** The card picked while its play is in flight. */
  readonly picked: number | null
  readonly disabled: boolean
  readonly onPick: (index: number) => void
}

export const CardRow = ({ play, picked, disabled, onPick }: CardRowProps) => {
  const reduced = useReducedMotion()
  return (
    <div className={row} style={columns} role="group" aria-label={flipCardTexts.rowLabel}>
      {Array.from({ length: FLIP_CARD_COUNT }, (_, index) => {
        const prize = play?.cards[index]
        const isPicked = play?.cardIndex === index
        const label =
          prize === undefined ? flipCardTexts.card(index + 1) : flipCardTexts.cardWith(index + 1, prize.label)
        return (
          <button
            key={index}
            type="button"
            className={cx(cardButton, focusRing)}
            style={cardShape}
            aria-label={label}
            aria-pressed={isPicked || picked === index}
            disabled={disabled || play !== null}
            onClick={() => onPick(index)}
            data-testid={`flip-card-${index + 1}`}
            data-revealed={prize === undefined ? "false" : "true"}
          >
            <span
              style={innerStyle({
                revealed: prize !== undefined,
                lifted: picked === index,
                delayed: prize !== undefined && !isPicked,
                reduced
              })}
            >
              <span className={face} style={back} aria-hidden="true">
                ★
              </span>
              <span
                className={face}
                style={{ ...hidden, transform: "rotateY(180deg)", ...frontColours(prize, isPicked) }}
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
}
