import { Suspense } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { Spinner } from "../ui/spinner"
import { MaintenanceGate } from "./guards/maintenance-gate"
import { RequireGuest } from "./guards/require-guest"
import { RequirePlayer } from "./guards/require-player"
import { lazyScreen } from "./lazy-screen"
import { paths } from "./paths"

// Layouts and screens load with their own chunks (code split by route).
const PublicLayout = lazyScreen(() => import("./layouts/public-layout").then((m) => ({ default: m.PublicLayout })))
const PlayerLayout = lazyScreen(() => import("./layouts/player-layout").then((m) => ({ default: m.PlayerLayout })))
const HomeScreen = lazyScreen(() => import("./screens/home-screen"))
const LoginScreen = lazyScreen(() => import("./screens/login-screen"))
const PromotionScreen = lazyScreen(() => import("./screens/promotion-screen"))
const PublicContactScreen = lazyScreen(() =>
  import("./screens/contact-screens").then((m) => ({ default: m.PublicContactScreen }))
)
const PlayerContactScreen = lazyScreen(() =>
  import("./screens/contact-screens").then((m) => ({ default: m.PlayerContactScreen }))
)
const LiveScoreScreen = lazyScreen(() =>
  import("./screens/frame-screens").then((m) => ({ default: m.LiveScoreScreen }))
)
const ScoreScreen = lazyScreen(() => import("./screens/frame-screens").then((m) => ({ default: m.ScoreScreen })))
const NotFoundScreen = lazyScreen(() => import("./screens/status-screens").then((m) => ({ default: m.NotFoundScreen })))
const DashboardScreen = lazyScreen(() => import("./screens/dashboard-screen"))

const pending = <Spinner size="lg" />

/**
 * The route tree of spec §2. Routes that later issues build (deposit, withdraw, games, rewards,
 * affiliate, registration ...) are not registered yet and fall to /404.
 */
export const AppRoutes = () => (
  <MaintenanceGate>
    <Suspense fallback={pending}>
      <Routes>
        <Route path={paths.auth.login} element={<Navigate to={paths.login} replace />} />
        <Route path={paths.auth.root} element={<RequirePlayer />}>
          <Route element={<PlayerLayout />}>
            <Route index element={<Navigate to={paths.auth.dashboard} replace />} />
            <Route path="dashboard" element={<DashboardScreen />} />
            <Route path="contact" element={<PlayerContactScreen />} />
            <Route path="*" element={<Navigate to={paths.notFound} replace />} />
          </Route>
        </Route>
        <Route element={<RequireGuest />}>
          <Route element={<PublicLayout />}>
            <Route index element={<HomeScreen />} />
            <Route path={paths.login} element={<LoginScreen />} />
            <Route path={paths.contact} element={<PublicContactScreen />} />
            <Route path={paths.promotion} element={<PromotionScreen />} />
            <Route path={paths.liveScore} element={<LiveScoreScreen />} />
            <Route path={paths.score} element={<ScoreScreen />} />
            <Route path={paths.notFound} element={<NotFoundScreen />} />
          </Route>
        </Route>
        {/* Outside the guest guard, so a player on an unknown path also sees /404 (ROUTE-38, AMB-04). */}
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Routes>
    </Suspense>
  </MaintenanceGate>
)
