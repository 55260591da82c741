import { useEffect, useId, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { css } from "../../../styled-system/css"
import { categoryFromParam, GAME_CATEGORY_NAMES, type GameCategory } from "../../domain/game"
import type { GameProvider } from "../../domain/game-schema"
import { selectCategoryGames, selectGameLobby } from "../../events/games/selectors"
import { selectSnapshotProviders } from "../../events/shell/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { CategoryTabs, categoryTabId } from "../../ui/games/category-tabs"
import { ProviderCards, ProviderCardsSkeleton } from "../../ui/games/provider-cards"
import { gamesTexts } from "../../ui/games/texts"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { GameCardsSkeleton } from "./game-skeletons"
import { GameListView } from "./game-list-view"
import { GameShelves } from "./game-shelves"
import { GameWalletHost } from "./game-wallet-host"
import { loadGameProviderScreen } from "./provider-screen-chunk"

const loadScreen =
  (category: GameCategory): PickCommand<void> =>
  (commands) =>
    commands.loadGameCategoryScreen(category)
const choose =
  (category: GameCategory): PickCommand<void> =>
  (commands) =>
    commands.chooseGameCategory(category)
const loadLobby: PickCommand<void> = (commands) => commands.loadGameLobby
const loadGames =
  (category: GameCategory): PickCommand<void> =>
  (commands) =>
    commands.loadCategoryGames(category)

/** How long the lobby is shown before the provider screen's chunk is fetched: after its own start. */
const PREFETCH_PROVIDER_SCREEN_MS = 1_000

const panel = css({ display: "flex", flexDirection: "column", gap: "5" })
const part = css({ display: "flex", flexDirection: "column", gap: "3" })
const heading = css({ fontSize: "lg", fontWeight: "bold" })
const empty = css({ color: "muted", fontSize: "md", padding: "4", textAlign: "center" })

/**
 * A category's providers from the lobby's structure; while it loads, the ones this device saw last
 * (#16: a returning player's lobby paints its provider cards with the screen).
 */
const Providers = ({ category }: { readonly category: GameCategory }) => {
  const run = useCommand()
  const lobby = useAppSelector(selectGameLobby)
  const kept = useAppSelector((state) => selectSnapshotProviders(state, category))
  const hrefOf = useMemo(() => (provider: GameProvider) => paths.auth.gameProvider(category, provider.code), [category])
  if (lobby._tag === "Failed")
    return (
      <LoadFailedNotice
        message={gamesTexts.lobbyFailed}
        detail={lobby.message}
        retryLabel={gamesTexts.retry}
        onRetry={() => void run(loadLobby)}
      />
    )
  if (lobby._tag !== "Loaded")
    return kept === null ? <ProviderCardsSkeleton /> : <ProviderCards providers={kept} hrefOf={hrefOf} />
  const providers = lobby.data.categories.find((entry) => entry.category === category)?.providers ?? []
  if (providers.length === 0) return <p className={empty}>{gamesTexts.noProviders}</p>
  return <ProviderCards providers={providers} hrefOf={hrefOf} />
}

/** The category's featured games (for hot, the hot list), only ever the chosen tab's own. */
const Featured = ({ category }: { readonly category: GameCategory }) => {
  const run = useCommand()
  const list = useAppSelector((state) => selectCategoryGames(state, category))
  if (list._tag === "Failed")
    return (
      <LoadFailedNotice
        message={gamesTexts.gamesFailed}
        detail={list.message}
        retryLabel={gamesTexts.retry}
        onRetry={() => void run(loadGames(category))}
      />
    )
  if (list._tag !== "Loaded") return <GameCardsSkeleton count={6} />
  if (list.data.length === 0) return <p className={empty}>{gamesTexts.noFeatured}</p>
  return <GameListView games={list.data} label={GAME_CATEGORY_NAMES[category]} />
}

/**
 * /auth/games/category?cat= (ROUTE-22, UI-16, UI-17): the shelves kept on this device, the seven
 * categories as tabs, and the chosen one's providers and games. `cat` picks the tab (none or an
 * unknown one: sport); choosing a tab replaces the address, so Back leaves the lobby.
 */
const GameCategoryScreen = () => {
  usePageTitle(gamesTexts.pageName)
  // A provider's tile is what the lobby leads to: its screen arrives before the press (#16, bench:games).
  // A failure is left to the route's own load, which retries and reports it.
  useEffect(() => {
    const timer = window.setTimeout(
      () => void loadGameProviderScreen().catch(() => undefined),
      PREFETCH_PROVIDER_SCREEN_MS
    )
    return () => window.clearTimeout(timer)
  }, [])
  const [params, setParams] = useSearchParams()
  const category = categoryFromParam(params.get("cat"))
  const panelId = useId()
  // The tab's load; choosing another stops it (its request is aborted) and starts the new one's.
  useScreenCommand(useMemo(() => loadScreen(category), [category]))
  // The address's category is the chosen one: the centre button and the all-games tile follow it.
  useScreenCommand(useMemo(() => choose(category), [category]))
  const onChange = (next: GameCategory) => {
    if (next === category) return
    // The screen command above dispatches GameCategoryChosen once the address says `next`.
    setParams({ cat: next }, { replace: true })
  }
  const providers = (
    <section className={part} aria-label={gamesTexts.providersHeading}>
      <h2 className={heading}>{gamesTexts.providersHeading}</h2>
      <Providers category={category} />
    </section>
  )
  const featured = (
    <section className={part} aria-label={category === "hot" ? gamesTexts.hotHeading : gamesTexts.featuredHeading}>
      <h2 className={heading}>{category === "hot" ? gamesTexts.hotHeading : gamesTexts.featuredHeading}</h2>
      <Featured category={category} />
    </section>
  )
  return (
    <PageSection title={gamesTexts.pageName}>
      <GameWalletHost />
      <GameShelves />
      <CategoryTabs value={category} panelId={panelId} onChange={onChange} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={categoryTabId(category)}
        className={panel}
        data-panel={category}
      >
        {category === "hot" ? (
          <>
            {featured}
            {providers}
          </>
        ) : (
          <>
            {providers}
            {featured}
          </>
        )}
      </div>
    </PageSection>
  )
}

export default GameCategoryScreen
