import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const PublicContactScreen = lazyScreen(() =>
  import("./contact-screens").then((m) => ({ default: m.PublicContactScreen }))
)
const PlayerContactScreen = lazyScreen(() =>
  import("./contact-screens").then((m) => ({ default: m.PlayerContactScreen }))
)

/** /contact for guests and /auth/contact for players (ROUTE-31, ROUTE-13). */
export const contactRoutes: AreaRoutes = {
  public: <Route path={paths.contact} element={<PublicContactScreen />} />,
  player: <Route path={playerRoutePath(paths.auth.contact)} element={<PlayerContactScreen />} />
}
