import { useState } from "react"
import { css, cx } from "../../../styled-system/css"

// A game's or a provider's picture in a box of fixed shape: the box is drawn before the picture
// arrives (no layout shift), shows the name's first letter while it loads, and keeps doing so if it
// fails (no broken-image icon). The letter is drawn by CSS from `data-initial`, not written as
// text: inside a card's button 'เล่น <name>' a text letter would be part of the button's visible
// label without being in its name (WCAG 2.5.3; axe's label-content-name-mismatch, met on a phone
// whose pictures were still on their way).

const box = css({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: "100%",
  overflow: "hidden",
  bg: "linear-gradient(140deg, #2c2c35, #1b1b22)",
  color: "rgba(255, 255, 255, 0.35)",
  fontFamily: "body",
  fontWeight: "bold",
  fontSize: "2xl",
  userSelect: "none",
  "&[data-initial]::before": { content: "attr(data-initial)" }
})
const picture = css({
  position: "absolute",
  inset: "0",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "opacity 160ms ease-out",
  _motionReduce: { transition: "none" }
})
/** A reused box's new picture is hidden until it loads: the browser would show the old one meanwhile. */
const hidden = css({ opacity: 0 })

export interface GameArtProps {
  readonly src: string
  /** The box's width over its height: 1 for a game, wider for a provider's logo. */
  readonly ratio: number
  /** Whose picture: its first letter stands in while it loads. */
  readonly name: string
  readonly className?: string
  /** "eager" for the pictures the first screenful needs. */
  readonly loading?: "lazy" | "eager"
  /** "high" for the first pictures of a screen, ahead of the others in a phone's few connections. */
  readonly fetchPriority?: "high" | "auto"
}

export const GameArt = ({ src, ratio, name, className, loading = "lazy", fetchPriority = "auto" }: GameArtProps) => {
  const [state, setState] = useState<{ readonly src: string; readonly phase: "loading" | "loaded" | "failed" }>({
    src,
    phase: "loading"
  })
  // A reused box (the virtual grid recycles rows) starts again for its new picture.
  const phase = state.src === src ? state.phase : "loading"
  return (
    <span
      className={cx(box, className)}
      style={{ aspectRatio: String(ratio) }}
      aria-hidden="true"
      data-game-art={phase}
      data-initial={phase === "loaded" ? undefined : (Array.from(name.trim())[0] ?? "")}
    >
      {phase === "failed" ? null : (
        <img
          src={src}
          alt=""
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          // A first picture paints as soon as the browser has it, over the letter (a fade that
          // waited for onLoad and a render put the games lobby's largest paint about 1 s later
          // under Lighthouse, #16); only a reused box hides its stale picture, then fades in.
          className={cx(picture, state.src === src ? undefined : hidden)}
          onLoad={() => setState({ src, phase: "loaded" })}
          onError={() => setState({ src, phase: "failed" })}
        />
      )}
    </span>
  )
}
