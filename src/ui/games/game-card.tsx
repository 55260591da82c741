import { memo } from "react"
import { css, cx } from "../../../styled-system/css"
import type { GameSummary } from "../../domain/game-schema"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { Spinner } from "../spinner"
import { GameArt } from "./game-art"
import { gamesTexts } from "./texts"
import { lobbyTile } from "./tile-style"
import { UnbrokenWords } from "../unbroken-words"

/**
 * Below the picture: the name's two lines and the provider's one, so a row's height is known
 * (#29: the whole card is the button, no 'เล่น' row; 3 columns at 390 px show 9 cards at once).
 * padding 8 + name 2 × 14 px × 1.45 + gap 2 + provider 12 px × 1.5 + padding 8, rounded up.
 */
export const GAME_CARD_INFO_HEIGHT = 78

// The article holds the card's button (picture, name) and, laid over it, the provider's name, the
// badge, the opening notice and the favourite toggle: the button's visible text is its name only
// (WCAG 2.5.3: 'เล่น <name>' holds it), and nested interactive controls are invalid. Nested interactive controls are invalid, so the toggle is not inside.
const card = css({ position: "relative", height: "100%", fontFamily: "body" })
const play = css({
  width: "100%",
  padding: "0",
  textAlign: "start",
  font: "inherit",
  cursor: "pointer",
  transition: "border-color 150ms",
  _hover: { borderColor: "brand" },
  _disabled: { cursor: "not-allowed", opacity: 0.55 }
})
const info = css({
  display: "flex",
  flexDirection: "column",
  gap: "0.5",
  paddingX: "2",
  paddingY: "2",
  flex: "1",
  minWidth: "0"
})
const name = css({
  fontSize: "sm",
  fontWeight: "semibold",
  lineHeight: "1.45",
  minHeight: "2.9em",
  lineClamp: "2",
  // A name's parts never break inside (UnbrokenWords); one wider than the card ends in an ellipsis.
  textOverflow: "ellipsis"
})
/** The provider's line is kept free inside the button; its text lies over it, outside the button. */
const providerRoom = css({ display: "block", height: "1.5em", fontSize: "xs" })
// Not part of the button's name, which is 'เล่น <name>' (its visible text must be in it, WCAG
// 2.5.3); presses pass through it to the button under it, so the whole card still plays.
const provider = css({
  position: "absolute",
  left: "1px",
  right: "1px",
  bottom: "9px",
  paddingX: "2",
  fontSize: "xs",
  lineHeight: "1.5",
  color: "muted",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  pointerEvents: "none"
})
/** While its game opens, the picture says so (the button's text is its accessible name). */
const openingCover = css({
  position: "absolute",
  inset: "0",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  bg: "rgba(0, 0, 0, 0.6)",
  color: "paper",
  fontSize: "xs",
  fontWeight: "bold",
  textAlign: "center",
  padding: "1",
  borderRadius: "xl",
  pointerEvents: "none"
})
const art = css({ display: "block" })
const badgeBase = {
  position: "absolute",
  top: "2",
  left: "2",
  paddingX: "2",
  borderRadius: "md",
  fontSize: "xs",
  fontWeight: "bold",
  lineHeight: "1.7",
  letterSpacing: "0.02em",
  pointerEvents: "none"
} as const
const badges = {
  new: css(badgeBase, { bg: "#35c76a", color: "#0b1f12" }),
  hot: css(badgeBase, { bg: "#ff5a4e", color: "#1f0806" })
} as const
const favouriteButton = css({
  position: "absolute",
  top: "0",
  right: "0",
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: "full",
  border: "none",
  bg: "transparent",
  color: "paper",
  cursor: "pointer",
  "& > span": {
    display: "grid",
    placeItems: "center",
    width: "30px",
    height: "30px",
    borderRadius: "full",
    bg: "rgba(0, 0, 0, 0.6)"
  }
})
const favouriteOn = css({ color: "#ff6b81", "& svg": { fill: "currentColor" } })

export interface GameCardProps {
  readonly game: GameSummary
  /** The provider's short name, read under the game's. */
  readonly providerName: string
  readonly favourite: boolean
  /** This game is being opened: its card says so. */
  readonly opening: boolean
  /** Another game is being opened: the card sends nothing meanwhile. */
  readonly disabled: boolean
  readonly onPlay: (game: GameSummary) => void
  readonly onToggleFavourite: (game: GameSummary) => void
  /** The first screenful loads its pictures at once; the rest as they near the viewport. */
  readonly eager?: boolean
  /** The first row's pictures go ahead of the others (#16). */
  readonly first?: boolean
}

/**
 * What every list of game cards is given (the grid, the shelves; routes/games/use-game-cards.ts
 * makes it): the favourites, the game being opened, the two presses, and each provider's name.
 */
export interface GameCardsProps {
  readonly favourites: ReadonlyArray<GameSummary>
  readonly opening: GameSummary | null
  /** A game is being opened: every card sends nothing meanwhile. */
  readonly busy: boolean
  readonly onPlay: (game: GameSummary) => void
  readonly onToggleFavourite: (game: GameSummary) => void
  /** A provider's short name from its code, read on each card. */
  readonly providerNameOf: (code: string) => string
}

/**
 * A game: the whole card is 'เล่น <name>' (its picture with the 'ใหม่'/'ฮิต' badge, its name in two
 * lines at most, its provider), and the favourite toggle sits over the picture's corner.
 */
export const GameCard = memo(function GameCard({
  game,
  providerName,
  favourite,
  opening,
  disabled,
  onPlay,
  onToggleFavourite,
  eager = false,
  first = false
}: GameCardProps) {
  return (
    <article className={card} aria-label={game.name} data-game={`${game.provider}:${game.code}`}>
      <button
        type="button"
        className={cx(lobbyTile, play, focusRing)}
        aria-label={gamesTexts.playName(game.name)}
        aria-busy={opening || undefined}
        // The pressed card stays focusable while its game opens (a disabled button would drop
        // the focus); presses meanwhile are ignored. The others are unavailable.
        aria-disabled={opening || undefined}
        disabled={disabled && !opening}
        onClick={() => {
          if (!opening) onPlay(game)
        }}
      >
        <span className={art}>
          <GameArt
            src={game.image}
            ratio={1}
            name={game.nameEn}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "auto"}
          />
        </span>
        <span className={info}>
          <span className={name} title={game.nameEn}>
            <UnbrokenWords text={game.name} />
          </span>
          <span className={providerRoom} />
        </span>
      </button>
      <span className={provider}>{providerName}</span>
      {/* Over the picture, outside the button like the provider's line (presses pass through). */}
      {game.badge === null ? null : <span className={badges[game.badge]}>{gamesTexts.badge[game.badge]}</span>}
      {opening ? (
        <span className={openingCover}>
          <Spinner />
          {gamesTexts.opening}
        </span>
      ) : null}
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={gamesTexts.favourite}
        className={cx(favouriteButton, favourite ? favouriteOn : undefined, focusRing)}
        onClick={() => onToggleFavourite(game)}
      >
        <span>
          <Icon name="heart" size={18} />
        </span>
      </button>
    </article>
  )
})
