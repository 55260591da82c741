import { useCallback, useMemo } from "react"
import type { GameCardsProps } from "../../ui/games/game-card"
import {
  selectFavouriteGames,
  selectGameLobby,
  selectGameOpenBusy,
  selectGameOpening
} from "../../events/games/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { useGameActions } from "./use-game-actions"

/**
 * What every list of game cards is given, from the state: each provider's name from the lobby's
 * structure (its code until the lobby has arrived).
 */
export const useGameCards = (): GameCardsProps => {
  const favourites = useAppSelector(selectFavouriteGames)
  const opening = useAppSelector(selectGameOpening)
  const busy = useAppSelector(selectGameOpenBusy)
  const lobby = useAppSelector(selectGameLobby)
  const { play, toggle } = useGameActions()
  const names = useMemo(() => {
    const byCode = new Map<string, string>()
    if (lobby._tag === "Loaded")
      for (const entry of lobby.data.categories)
        for (const provider of entry.providers) byCode.set(provider.code, provider.name)
    return byCode
  }, [lobby])
  const providerNameOf = useCallback((code: string) => names.get(code) ?? code, [names])
  return {
    favourites,
    opening: opening.status === "idle" ? null : opening.game,
    busy,
    onPlay: play,
    onToggleFavourite: toggle,
    providerNameOf
  }
}
