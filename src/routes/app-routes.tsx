import { Fragment, Suspense } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { Spinner } from "../ui/spinner"
import type { AreaRoutes } from "./area-routes"
import { contactRoutes } from "./contact/routes"
import { dashboardRoutes } from "./dashboard/routes"
import { depositRoutes } from "./deposit/routes"
import { slipRoutes } from "./slip/routes"
import { historyRoutes } from "./history/routes"
import { gamesRoutes } from "./games/routes"
import { lazyScreen } from "./lazy-screen"
import { paths } from "./paths"
import { promotionRoutes } from "./promotion/routes"
import { registerRoutes } from "./register/routes"
import { scoresRoutes } from "./scores/routes"
import { RequireGuest } from "./session/require-guest"
import { RequirePlayer } from "./session/require-player"
import { sessionRoutes } from "./session/routes"
import { MaintenanceGate } from "./shell/maintenance-gate"
import { selectShowsPlayer } from "../events/shell/selectors"
import { useAppSelector } from "../runtime/react/app-context"
import { withdrawRoutes } from "./withdraw/routes"
import { winlostRoutes } from "./winlost/routes"
import { affiliateRoutes } from "./affiliate/routes"
import { rewardRoutes } from "./reward/routes"
import { rankingRoutes } from "./ranking/routes"
import { mediaRoutes } from "./media/routes"
import { wheelRoutes } from "./wheel/routes"
import { flipCardRoutes } from "./flip-card/routes"
import { accountRoutes } from "./account/routes"
import { passwordRoutes } from "./password/routes"
import { addressRoutes } from "./address/routes"

/** Every area's routes (routes/<area>/routes.tsx): adding an area adds its line here. */
const AREAS: Readonly<Record<string, AreaRoutes>> = {
  session: sessionRoutes,
  dashboard: dashboardRoutes,
  contact: contactRoutes,
  promotion: promotionRoutes,
  scores: scoresRoutes,
  deposit: depositRoutes,
  withdraw: withdrawRoutes,
  slip: slipRoutes,
  winlost: winlostRoutes,
  affiliate: affiliateRoutes,
  history: historyRoutes,
  games: gamesRoutes,
  register: registerRoutes,
  reward: rewardRoutes,
  ranking: rankingRoutes,
  media: mediaRoutes,
  wheel: wheelRoutes,
  flipCard: flipCardRoutes,
  account: accountRoutes,
  password: passwordRoutes,
  address: addressRoutes
}

// The layouts load with their own chunks, as the screens do (code split by route).
const PublicLayout = lazyScreen(() => import("./shell/public-layout").then((m) => ({ default: m.PublicLayout })))
const PlayerLayout = lazyScreen(() => import("./shell/player-layout").then((m) => ({ default: m.PlayerLayout })))
/** The layout of whoever is looking: a player's, or the public one (a guest, or a session just ended). */
const VisitorLayout = () => (useAppSelector(selectShowsPlayer) ? <PlayerLayout /> : <PublicLayout />)
const NotFoundScreen = lazyScreen(() => import("./shell/status-screens").then((m) => ({ default: m.NotFoundScreen })))

const pending = <Spinner size="lg" />

/** The route tree of spec §2: each area's routes inside their layout; any other path goes to /404. */
export const AppRoutes = () => (
  <MaintenanceGate>
    <Suspense fallback={pending}>
      <Routes>
        <Route path={paths.auth.login} element={<Navigate to={paths.login} replace />} />
        <Route path={paths.auth.root} element={<RequirePlayer />}>
          <Route element={<PlayerLayout />}>
            <Route index element={<Navigate to={paths.auth.dashboard} replace />} />
            {Object.entries(AREAS).map(([name, area]) => (
              <Fragment key={name}>{area.player}</Fragment>
            ))}
            <Route path="*" element={<Navigate to={paths.notFound} replace />} />
          </Route>
        </Route>
        <Route element={<VisitorLayout />}>
          {Object.entries(AREAS).map(([name, area]) => (
            <Fragment key={name}>{area.visitor}</Fragment>
          ))}
        </Route>
        <Route element={<RequireGuest />}>
          <Route element={<PublicLayout />}>
            {Object.entries(AREAS).map(([name, area]) => (
              <Fragment key={name}>{area.public}</Fragment>
            ))}
          </Route>
        </Route>
        {/* /404 in the visitor's own layout: a player keeps the top bar, the menu and the bottom bar. */}
        <Route path={paths.notFound} element={<VisitorLayout />}>
          <Route index element={<NotFoundScreen />} />
        </Route>
        {/* Outside the guest guard, so a player on an unknown path also sees /404 (ROUTE-38, AMB-04). */}
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Routes>
    </Suspense>
  </MaintenanceGate>
)
