import { Navigate, Outlet } from "react-router-dom"
import { selectShowsPlayer } from "../../events/shell/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { paths } from "../paths"

/**
 * /auth needs a player; anyone else, including one whose session just ended, goes to /login (ROUTE-02,
 * AUTH-10). A returning player's page renders from the device's snapshot while the stored session is
 * read (#16); if none is found, they go to /login then.
 */
export const RequirePlayer = () => {
  const loggedIn = useAppSelector(selectShowsPlayer)
  return loggedIn ? <Outlet /> : <Navigate to={paths.login} replace />
}
