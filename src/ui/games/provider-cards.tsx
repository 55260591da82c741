import { css, cx } from "../../../styled-system/css"
import type { GameProvider } from "../../domain/game-schema"
import { focusRing } from "../focus-ring"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../frame-fill"
import { UiLink } from "../link"
import { Skeleton } from "../skeleton"
import { GameArt } from "./game-art"
import { gamesTexts } from "./texts"
import { lobbyTile } from "./tile-style"
import { UnbrokenWords } from "../unbroken-words"

const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "3",
  listStyle: "none",
  padding: "0",
  margin: "0",
  sm: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  md: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" }
})
const card = css({ textDecoration: "none", transition: "border-color 150ms", _hover: { borderColor: "brand" } })
const info = css({ display: "flex", flexDirection: "column", gap: "0.5", padding: "3", minHeight: "44px" })
// Two lines are kept for every name (#29: 'Xeno Entertainment' was cut to 'Xeno…' at 390 px), so a
// row's cards stay one height whether their names take one line or two; a name breaks only at its
// spaces (UnbrokenWords), never inside a word.
const name = css({ fontSize: "md", fontWeight: "semibold", lineHeight: "1.4", minHeight: "2.8em", lineClamp: "2" })
const count = css({ fontSize: "sm", color: "muted" })

export interface ProviderCardsProps {
  readonly providers: ReadonlyArray<GameProvider>
  /** The provider's games page (/auth/games/{category}/{code}). */
  readonly hrefOf: (provider: GameProvider) => string
}

/** A category's providers: logo, name and how many games, each leading to its games. */
export const ProviderCards = ({ providers, hrefOf }: ProviderCardsProps) => (
  <ul className={grid} aria-label={gamesTexts.providersHeading}>
    {providers.map((provider, index) => (
      <li key={provider.code}>
        <UiLink to={hrefOf(provider)} className={cx(lobbyTile, card, focusRing)}>
          <GameArt src={provider.logo} ratio={16 / 9} name={provider.name} loading={index < 8 ? "eager" : "lazy"} />
          <span className={info} data-provider={provider.code}>
            <span className={name}>
              <UnbrokenWords text={provider.name} />
            </span>
            {/* The link's name is its text: the space keeps "Joker Kingdom 500 เกม" two words. */}{" "}
            <span className={count}>{gamesTexts.gameCount(provider.gameCount)}</span>
          </span>
        </UiLink>
      </li>
    ))}
  </ul>
)

/**
 * The first tab's usual number of providers: three rows on a phone, two on a desktop. A category
 * with more grows below the fold, where it moves nothing the player sees.
 */
const PROVIDER_SKELETONS = 6

/** The logo's grey block: the card's picture box, which the frame's fill gives the kept logo (#30). */
const logoBlock = css({ aspectRatio: "16 / 9", borderRadius: "0" })

/**
 * Provider cards while the lobby loads: each the card's own tile, picture box and two text lines,
 * so the cards take their place without moving anything (#16). In a returning player's frame (#30)
 * each is a slot the first-paint fill gives a kept provider (src/first-paint/frame-fill.ts): the
 * logo, the name and the count, the cards that follow painting the same logo at the same size.
 */
export const ProviderCardsSkeleton = () => (
  <div aria-busy="true" className={grid} data-loading="providers">
    {Array.from({ length: PROVIDER_SKELETONS }, (_, index) => (
      <div key={index} className={lobbyTile} {...{ [FRAME_FILL_ATTRIBUTE]: "provider" satisfies FrameFillSlot }}>
        <Skeleton height="auto" className={logoBlock} fill="provider-logo" />
        <span className={info}>
          <span className={name}>
            <Skeleton width="70%" height="1.4em" fill="provider-name" />
          </span>
          <span className={count}>
            <Skeleton width="40%" height="1.6em" fill="provider-count" />
          </span>
        </span>
      </div>
    ))}
  </div>
)
