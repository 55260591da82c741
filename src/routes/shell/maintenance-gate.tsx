import type { ReactNode } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { selectMaintenance, selectOperationKnown } from "../../events/site/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { Background } from "../../ui/shell/background"
import { Maintenance } from "../../ui/shell/maintenance"
import { Spinner } from "../../ui/spinner"
import { MAIN_ID } from "../../ui/skip-link"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { shellTexts } from "../../ui/shell/texts"

const MaintenancePage = () => {
  usePageTitle(shellTexts.pageNames.maintenance)
  return (
    <>
      <Background imageUrl={null} />
      {/* The page's one landmark: everything on it sits in main (#15, axe). */}
      <main id={MAIN_ID} tabIndex={-1}>
        <Maintenance />
      </main>
    </>
  )
}

/**
 * Website status MA replaces every route, in both areas, with the maintenance page and sends the
 * root to /ma (MA-01..MA-05). Outside MA, /ma goes back to the root (AMB-19).
 */
export const MaintenanceGate = ({ children }: { readonly children: ReactNode }) => {
  const maintenance = useAppSelector(selectMaintenance)
  const known = useAppSelector(selectOperationKnown)
  const { pathname } = useLocation()
  if (maintenance) return pathname === paths.home ? <Navigate to={paths.maintenance} replace /> : <MaintenancePage />
  if (pathname === paths.maintenance) return known ? <Navigate to={paths.home} replace /> : <Spinner size="lg" />
  return children
}
