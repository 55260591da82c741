import { css, cx } from "../../../styled-system/css"
import { GAME_CATEGORY_NAMES, LOBBY_TABS, type GameCategory } from "../../domain/game"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { playerShellTexts } from "./player-texts"

// A desktop player keeps the category navigation a guest's header has (#29): the lobby's seven
// categories in a row under the top bar, not in it, so the bar's balance, name, bell, logout and
// menu keep their room at 1024 px. A phone has the bottom bar's games button and the lobby's tabs.
const strip = css({
  display: "none",
  lg: { display: "block" },
  bg: "rgba(0, 0, 0, 0.6)",
  borderBottom: "1px solid rgba(255, 255, 255, 0.08)",
  fontFamily: "body"
})
// No list markers, margins or link underline: the preflight's already; only what differs is set.
const list = css({ display: "flex", justifyContent: "center", gap: "2" })
// The current one is underlined as well as coloured: the colour is not the only sign.
const link = css({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "4",
  color: "paper",
  fontWeight: "semibold",
  borderBottom: "3px solid transparent",
  _hover: { color: "brand" },
  "&[aria-current=page]": { color: "brand", borderBottomColor: "brand" }
})

export interface PlayerCategoryNavProps {
  /** The lobby's category while the lobby is the page (marked current); null on any other page. */
  readonly current: GameCategory | null
  /** The lobby opened on a category. */
  readonly hrefOf: (category: GameCategory) => string
}

/** The game categories, each opening the lobby on its tab, on a desktop player's every page (#29). */
export const PlayerCategoryNav = ({ current, hrefOf }: PlayerCategoryNavProps) => (
  <nav aria-label={playerShellTexts.categoryNav} className={strip}>
    <ul className={list}>
      {LOBBY_TABS.map((category) => (
        <li key={category}>
          <UiLink
            to={hrefOf(category)}
            aria-current={category === current ? "page" : undefined}
            className={cx(link, focusRing)}
          >
            {GAME_CATEGORY_NAMES[category]}
          </UiLink>
        </li>
      ))}
    </ul>
  </nav>
)
