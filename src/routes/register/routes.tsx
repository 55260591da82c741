import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths } from "../paths"

const RegisterScreen = lazyScreen(() => import("./register-screen"))

/** The four registration paths, one screen (ROUTE-27..ROUTE-30); a player is sent on to /auth (ROUTE-25). */
export const registerRoutes: AreaRoutes = {
  public: (
    <>
      <Route path={paths.register} element={<RegisterScreen />} />
      <Route path={paths.registerTeamRoute} element={<RegisterScreen />} />
      <Route path={paths.registerTeamAltRoute} element={<RegisterScreen />} />
      <Route path={paths.affiliateInviteRoute} element={<RegisterScreen />} />
    </>
  )
}
