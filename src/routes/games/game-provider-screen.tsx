import { useDeferredValue, useMemo, useState } from "react"
import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom"
import { css } from "../../../styled-system/css"
import { isGameCategory, matchesGameSearch, PROVIDER_CODE, type GameCategory } from "../../domain/game"
import { MAX_SNAPSHOT_PROVIDER_GAMES } from "../../domain/kept-provider-games"
import {
  selectGameLobby,
  selectKeptProviderName,
  selectProviderAsked,
  selectProviderGames
} from "../../events/games/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { GameSearch } from "../../ui/games/game-search"
import { gamesTexts } from "../../ui/games/texts"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { BackLink } from "../../ui/back-link"
import { Button } from "../../ui/button"
import { paths } from "../paths"
import { useDeferredSearchParam } from "../use-deferred-search-param"
import { usePageTitle } from "../use-page-title"
import { GameCardsSkeleton } from "./game-skeletons"
import { GameListView } from "./game-list-view"
import { GameWalletHost } from "./game-wallet-host"
import { useGridPlace } from "./use-grid-place"

const loadScreen =
  (category: GameCategory, provider: string): PickCommand<void> =>
  (commands) =>
    commands.loadProviderScreen(category, provider)

/** How long typing pauses before the search is written into the address. */
const URL_SYNC_DELAY_MS = 400

const empty = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "3",
  padding: "6",
  textAlign: "center"
})
const emptyTitle = css({ fontSize: "lg", fontWeight: "bold" })
const emptyHint = css({ color: "muted", fontSize: "md" })

/** The games of one provider, with the search; the provider known to be in the category. */
const ProviderGames = ({ category, provider }: { readonly category: GameCategory; readonly provider: string }) => {
  const run = useCommand()
  const [params] = useSearchParams()
  // What is typed answers at once from the screen's own state; the address (replaced, so Back from
  // a game finds the search again) follows after a pause, as a router update re-renders the route.
  const [query, setQuery] = useState(() => params.get("q") ?? "")
  useDeferredSearchParam("q", query, URL_SYNC_DELAY_MS)
  const deferredQuery = useDeferredValue(query)
  const asked = useAppSelector(selectProviderAsked)
  const answer = useAppSelector(selectProviderGames)
  const lobby = useAppSelector(selectGameLobby)
  const fromLobby =
    lobby._tag === "Loaded"
      ? lobby.data.categories.find((entry) => entry.category === category)?.providers.find((p) => p.code === provider)
      : undefined
  const keptName = useAppSelector((state) => selectKeptProviderName(state, { category, provider }))
  const current = asked?.category === category && asked.provider === provider ? answer : null
  const games = current?._tag === "Loaded" ? current.data.games : null
  const matches = useMemo(
    () => (games === null ? [] : games.filter((game) => matchesGameSearch(game, deferredQuery))),
    [games, deferredQuery]
  )
  // Back, or 'กลับสู่ล็อบบี้' from a game, finds the grid where it was: its scroll and its search (#29).
  const { pathname } = useLocation()
  const { keepNow } = useGridPlace({
    path: pathname,
    query,
    setQuery,
    ready: games !== null && deferredQuery === query
  })
  const name = (current?._tag === "Loaded" ? current.data.provider.name : (fromLobby?.name ?? keptName)) ?? provider
  usePageTitle(`${name} · ${gamesTexts.pageName}`)

  return (
    // One frame serves every provider's address (#30): its fill names the heading and the way back.
    <PageSection title={name} titleFill="provider-title">
      <BackLink to={paths.auth.gameCategory(category)} label={gamesTexts.backToLobby} fill="provider-back" />
      <GameWalletHost />
      {current?._tag === "Failed" ? (
        <LoadFailedNotice
          message={gamesTexts.gamesFailed}
          detail={current.message}
          retryLabel={gamesTexts.retry}
          onRetry={() => void run(loadScreen(category, provider))}
        />
      ) : (
        <>
          <GameSearch
            value={query}
            onChange={setQuery}
            summary={games === null ? "" : gamesTexts.matches(matches.length, games.length)}
          />
          {games === null ? (
            // A place for each game the device may have kept of this provider (its frame's fill).
            <GameCardsSkeleton kept count={MAX_SNAPSHOT_PROVIDER_GAMES} />
          ) : matches.length === 0 ? (
            <div className={empty} role="status">
              <span className={emptyTitle}>{gamesTexts.noMatch}</span>
              <span className={emptyHint}>{gamesTexts.noMatchHint(query)}</span>
              <Button variant="secondary" onClick={() => setQuery("")}>
                {gamesTexts.clearSearch}
              </Button>
            </div>
          ) : (
            <GameListView games={matches} label={name} beforePlay={keepNow} />
          )}
        </>
      )}
    </PageSection>
  )
}

/**
 * /auth/games/{type}/{slot} (ROUTE-23, OPEN-63): {type} is a category and {slot} a provider's code
 * (/auth/games/slot/JK). An unknown category, or a provider the lobby does not list under it, is the
 * not-found page in the player's layout.
 */
const GameProviderScreen = () => {
  const { type = "", slot = "" } = useParams()
  const category = isGameCategory(type) ? type : null
  const valid = category !== null && PROVIDER_CODE.test(slot)
  useScreenCommand(
    useMemo(() => (category !== null && valid ? loadScreen(category, slot) : null), [category, slot, valid])
  )
  const lobby = useAppSelector(selectGameLobby)
  const unknownProvider =
    category !== null &&
    lobby._tag === "Loaded" &&
    !(
      lobby.data.categories.find((entry) => entry.category === category)?.providers.some((p) => p.code === slot) ??
      false
    )
  if (category === null || !valid || unknownProvider) return <Navigate to={paths.notFound} replace />
  return <ProviderGames key={`${category}/${slot}`} category={category} provider={slot} />
}

export default GameProviderScreen
