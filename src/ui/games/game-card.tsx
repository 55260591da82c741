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

/** Below the picture: two lines of name and the 44 px 'เล่น' button, so a row's height is known. */
export const GAME_CARD_INFO_HEIGHT = 108

const card = css({ position: "relative", fontFamily: "body" })
const info = css({ display: "flex", flexDirection: "column", gap: "2", padding: "2", flex: "1" })
const name = css({
  fontSize: "sm",
  fontWeight: "semibold",
  lineHeight: "1.45",
  minHeight: "2.9em",
  lineClamp: "2",
  // A name's parts never break inside (UnbrokenWords); one wider than the card ends in an ellipsis.
  textOverflow: "ellipsis"
})
const play = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  minHeight: "44px",
  width: "100%",
  borderRadius: "lg",
  border: "none",
  bg: "brand",
  color: "onBrand",
  fontFamily: "body",
  fontSize: "md",
  fontWeight: "bold",
  cursor: "pointer",
  marginTop: "auto",
  _hover: { filter: "brightness(1.08)" },
  _disabled: { cursor: "not-allowed", opacity: 0.55 }
})
const badgeBase = {
  position: "absolute",
  top: "2",
  left: "2",
  paddingX: "2",
  borderRadius: "md",
  fontSize: "xs",
  fontWeight: "bold",
  lineHeight: "1.7",
  letterSpacing: "0.02em"
} as const
const badges = {
  new: css(badgeBase, { bg: "#35c76a", color: "#0b1f12" }),
  hot: css(badgeBase, { bg: "#ff5a4e", color: "#1f0806" })
} as const
const favouriteButton = css({
  position: "absolute",
  top: "1",
  right: "1",
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
    width: "32px",
    height: "32px",
    borderRadius: "full",
    bg: "rgba(0, 0, 0, 0.55)"
  }
})
const favouriteOn = css({ color: "#ff6b81", "& svg": { fill: "currentColor" } })

export interface GameCardProps {
  readonly game: GameSummary
  readonly favourite: boolean
  /** This game is being opened: its button says so. */
  readonly opening: boolean
  /** Another game is being opened: 'เล่น' sends nothing meanwhile. */
  readonly disabled: boolean
  readonly onPlay: (game: GameSummary) => void
  readonly onToggleFavourite: (game: GameSummary) => void
  /** The first screenful loads its pictures at once; the rest as they near the viewport. */
  readonly eager?: boolean
  /** The first row's pictures go ahead of the others (#16). */
  readonly first?: boolean
}

/** A game: its picture with the 'ใหม่'/'ฮิต' badge and the favourite toggle, its name and 'เล่น'. */
export const GameCard = memo(function GameCard({
  game,
  favourite,
  opening,
  disabled,
  onPlay,
  onToggleFavourite,
  eager = false,
  first = false
}: GameCardProps) {
  return (
    <article className={cx(lobbyTile, card)} aria-label={game.name} data-game={`${game.provider}:${game.code}`}>
      <GameArt
        src={game.image}
        ratio={1}
        name={game.nameEn}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
      />
      {game.badge === null ? null : <span className={badges[game.badge]}>{gamesTexts.badge[game.badge]}</span>}
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
      <div className={info}>
        <span className={name} title={game.nameEn}>
          <UnbrokenWords text={game.name} />
        </span>
        <button
          type="button"
          className={cx(play, focusRing)}
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
          {opening ? <Spinner /> : <Icon name="play" size={16} />}
          {opening ? gamesTexts.opening : gamesTexts.play}
        </button>
      </div>
    </article>
  )
})
