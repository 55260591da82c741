import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths } from "../paths"

const HomeScreen = lazyScreen(() => import("./home-screen"))
const LoginScreen = lazyScreen(() => import("./login-screen"))

/** The home page with its login form, and /login (ROUTE-01, ROUTE-02). */
export const sessionRoutes: AreaRoutes = {
  public: (
    <>
      <Route index element={<HomeScreen />} />
      <Route path={paths.login} element={<LoginScreen />} />
    </>
  )
}
