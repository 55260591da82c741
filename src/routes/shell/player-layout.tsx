import { lazy, Suspense, useEffect, useMemo, useState } from "react"
import { Outlet, useLocation } from "react-router-dom"
import { LOGOUT_SUCCESS_MESSAGE_MS } from "../../domain/constants"
import { selectAwaitingSession, selectShellName, selectShellUsername } from "../../events/shell/selectors"
import { selectGameCategory } from "../../events/games/selectors"
import { selectOnlineCount } from "../../events/site/selectors"
import {
  type PickCommand,
  useBrand,
  useCommand,
  useScreenCommand,
  useAppSelector
} from "../../runtime/react/app-context"
import { Background } from "../../ui/shell/background"
import { BottomBar } from "../../ui/shell/bottom-bar"
import { PlayerCategoryNav } from "../../ui/shell/player-category-nav"
import { TopBar } from "../../ui/shell/top-bar"
import { MAIN_ID, SkipLink } from "../../ui/skip-link"
import { css } from "../../../styled-system/css"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { paths } from "../paths"
import { useConfigurationImage, useRereadOnFailure } from "../use-configuration-image"
import { CheckInHost } from "../check-in/check-in-host"
import { GameReturnHost } from "../games/game-return-host"
import { notify } from "../notify"
import { sessionTexts } from "../../ui/session/texts"
import { PLAYER_MENU } from "./player-menu-entries"
import { markPlayerShellShown } from "../first-screen-shown"
import { initialOwnBalance, type OwnBalance, OwnBalanceProvider } from "../own-balance"
import { TopBarBalanceHost } from "./top-bar-balance-host"
import { currentLobbyCategory } from "./current-lobby-category"
import { useHydrated } from "../../ui/use-hydrated"

// The menu and the logout confirmation arrive with their first opening: no page needs them to paint.
const PlayerMenu = lazy(() => import("../../ui/shell/player-menu").then((m) => ({ default: m.PlayerMenu })))
const LogoutDialog = lazy(() => import("../../ui/session/logout-dialog").then((m) => ({ default: m.LogoutDialog })))

/** The support button arrives after the first paint (#29): fixed, it moves nothing when it does. */
const SupportButtonHost = lazy(() => import("./support-button-host"))

/** The announcements' bell arrives after the first paint; the top bar keeps its place meanwhile. */
const AnnouncementBellHost = lazy(() => import("../announcement/announcement-bell-host"))

// Module constants: a stable pick keeps its command running across renders.
const watchOnlineCount: PickCommand<void> = (commands) => commands.watchOnlineCount
const logout: PickCommand<void> = (commands) => commands.logout
/**
 * At each screen, a balance read or on its way for the top bar (#29); the path only makes the pick a
 * new one. None at /auth itself: it only redirects (a login lands there first), and the screen it
 * leads to reads the balance itself; a read started there would be replaced at once.
 */
const keepCreditShown = (path: string): PickCommand<void> | null =>
  path.replace(/\/$/, "") === paths.auth.root ? null : (commands) => commands.keepCreditShown

const main = css({
  position: "relative",
  width: "100%",
  maxWidth: "960px",
  mx: "auto",
  px: "4",
  pt: "4",
  // Room for the fixed bottom bar, the chat launcher above it (88 + 56 px) and the iPhone home
  // indicator: the end of a page is never under either (#15).
  pb: "calc(160px + env(safe-area-inset-bottom))"
})

/**
 * The logged-in area: top bar with the online count, the page, the bottom bar, the logout
 * confirmation, the daily check-in and the chat widget (LAYOUT-01..LAYOUT-19, RT, CHAT).
 */
export const PlayerLayout = () => {
  const brand = useBrand()
  const { pathname, search } = useLocation()
  // The session's user, or a returning player's snapshot while the session is read (#16).
  const name = useAppSelector(selectShellName)
  const username = useAppSelector(selectShellUsername)
  const updating = useAppSelector(selectAwaitingSession)
  const onlineCount = useAppSelector(selectOnlineCount)
  const category = useAppSelector(selectGameCategory)
  const logoUrl = useConfigurationImage("home.normal.logo")
  const rereadLogo = useRereadOnFailure("home.normal.logo")
  const background = useConfigurationImage("home.normal.background")
  const allGamesIcon = useConfigurationImage("home.menuBottom.allGame")
  const run = useCommand()
  const [confirmingLogout, setConfirmingLogout] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  // The screen's own balance (the dashboard's card) while in view: the bar's then steps aside (#29).
  const [ownBalance, setOwnBalance] = useState<OwnBalance>(() => initialOwnBalance(pathname))
  // What arrives after the first paint is no part of a prerendered frame (#30): it mounts once
  // React has adopted the page (at once when the page is drawn in the browser).
  const afterFirstPaint = useHydrated()

  useScreenCommand(watchOnlineCount)
  useScreenCommand(useMemo(() => keepCreditShown(pathname), [pathname]))
  useScreenCommand(useMemo((): PickCommand<void> => (commands) => commands.showChatWidget(brand), [brand]))

  useEffect(() => {
    if (name !== null) markPlayerShellShown()
  }, [name])

  const confirmLogout = () => {
    setConfirmingLogout(false)
    notify.success(sessionTexts.logout.success, { duration: LOGOUT_SUCCESS_MESSAGE_MS })
    void run(logout)
  }
  return (
    <>
      <SkipLink />
      <Background imageUrl={background} />
      <TopBar
        logoUrl={logoUrl}
        brandName={brand.name}
        name={name}
        username={username}
        updating={updating}
        onlineCount={onlineCount}
        onLogout={() => setConfirmingLogout(true)}
        onMenu={() => setMenuOpen(true)}
        menuOpen={menuOpen}
        onLogoFailed={rereadLogo}
        balance={ownBalance === "in-view" ? null : <TopBarBalanceHost />}
        balanceFloats={ownBalance !== "none"}
        notices={
          afterFirstPaint ? (
            <Suspense fallback={null}>
              <AnnouncementBellHost />
            </Suspense>
          ) : null
        }
      />
      <PlayerCategoryNav current={currentLobbyCategory(pathname, search)} hrefOf={paths.auth.gameCategory} />
      <main id={MAIN_ID} tabIndex={-1} className={main}>
        <OwnBalanceProvider value={setOwnBalance}>
          <Outlet />
        </OwnBalanceProvider>
      </main>
      <BottomBar
        activePath={pathname}
        showWithdraw={brand.showWithdrawInBottomBar}
        centreHref={paths.auth.gameCategory(category)}
        centreIconUrl={allGamesIcon}
        placeholderSrc={PLACEHOLDER_IMAGE}
      />
      <Suspense fallback={null}>
        {menuOpen ? (
          <PlayerMenu
            open
            entries={PLAYER_MENU}
            activePath={pathname}
            onClose={() => setMenuOpen(false)}
            onLogout={() => {
              setMenuOpen(false)
              setConfirmingLogout(true)
            }}
          />
        ) : null}
        {confirmingLogout ? (
          <LogoutDialog open onConfirm={confirmLogout} onCancel={() => setConfirmingLogout(false)} />
        ) : null}
      </Suspense>
      {afterFirstPaint ? (
        <Suspense fallback={null}>
          <SupportButtonHost player />
        </Suspense>
      ) : null}
      <CheckInHost />
      <GameReturnHost />
    </>
  )
}
