import { Navigate, Outlet } from "react-router-dom"
import { selectIsLoggedIn } from "../../events/session/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { paths } from "../paths"

/** /auth needs a player; anyone else, including one whose session just ended, goes to /login (ROUTE-02, AUTH-10). */
export const RequirePlayer = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn)
  return loggedIn ? <Outlet /> : <Navigate to={paths.login} replace />
}
