import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths } from "../paths"

const HomeScreen = lazyScreen(() => import("./home-screen"))
const LoginScreen = lazyScreen(() => import("./login-screen"))
const ForgotPasswordScreen = lazyScreen(() => import("./forgot-password-screen"))

/** The home page with its login form, /login (ROUTE-01, ROUTE-02) and 'ลืมรหัสผ่าน?' (#29). */
export const sessionRoutes: AreaRoutes = {
  public: (
    <>
      <Route index element={<HomeScreen />} />
      <Route path={paths.login} element={<LoginScreen />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordScreen />} />
    </>
  )
}
