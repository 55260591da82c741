import { categoryFromParam, type GameCategory } from "../../domain/game"
import { paths } from "../paths"

/**
 * The category the games lobby shows when the address is the lobby's, read as the lobby reads it
 * (`?cat=`, sport without one: UI-16); null on any other page. The desktop category row marks it (#29).
 */
export const currentLobbyCategory = (pathname: string, search: string): GameCategory | null =>
  pathname.replace(/\/$/, "") === paths.auth.gameCategoryRoute
    ? categoryFromParam(new URLSearchParams(search).get("cat"))
    : null
