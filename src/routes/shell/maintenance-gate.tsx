import { Suspense, useEffect, type ReactNode } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { selectIsLoggedIn } from "../../events/session/selectors"
import { selectMaintenance, selectOperationKnown } from "../../events/site/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { Spinner } from "../../ui/spinner"
import { lazyScreen } from "../lazy-screen"
import { paths } from "../paths"
import { markScreenShown } from "../first-screen-shown"

// The page arrives only when the site is closed: no open page carries its code.
const MaintenancePage = lazyScreen(() => import("./maintenance-page"))

/**
 * /ma before the site's status is known: only the runtime can tell it, so this wait is the screen
 * on show, and the runtime may start (#16, first-screen-shown.ts).
 */
const StatusPending = () => {
  useEffect(markScreenShown, [])
  return <Spinner size="lg" />
}

/**
 * Website status MA replaces every route, in both areas, with the maintenance page and sends the
 * root to /ma (MA-01..MA-05). Outside MA, /ma goes back in (AMB-19): a guest to the root, a player
 * to the dashboard (#15: the page rechecks and lets them back by itself). On any other path the
 * page they were on comes back as it was.
 */
export const MaintenanceGate = ({ children }: { readonly children: ReactNode }) => {
  const maintenance = useAppSelector(selectMaintenance)
  const known = useAppSelector(selectOperationKnown)
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const { pathname } = useLocation()
  if (maintenance)
    return pathname === paths.home ? (
      <Navigate to={paths.maintenance} replace />
    ) : (
      <Suspense fallback={<Spinner size="lg" />}>
        <MaintenancePage />
      </Suspense>
    )
  if (pathname === paths.maintenance)
    return known ? <Navigate to={loggedIn ? paths.auth.dashboard : paths.home} replace /> : <StatusPending />
  return children
}
