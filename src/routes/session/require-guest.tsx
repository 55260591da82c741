import { Navigate, Outlet, useLocation } from "react-router-dom"
import { selectShowsPlayer } from "../../events/shell/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { paths, PLAYER_VISIBLE_PUBLIC_PATHS } from "../paths"

/** The public area sends a player to /auth, except the 404 and maintenance pages (ROUTE-25, AMB-04). */
export const RequireGuest = () => {
  const loggedIn = useAppSelector(selectShowsPlayer)
  const { pathname } = useLocation()
  return loggedIn && !PLAYER_VISIBLE_PUBLIC_PATHS.includes(pathname) ? (
    <Navigate to={paths.auth.root} replace />
  ) : (
    <Outlet />
  )
}
