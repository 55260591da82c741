import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const MediaHubScreen = lazyScreen(() => import("./media-screens").then((m) => ({ default: m.MediaHubScreen })))
const MovieScreen = lazyScreen(() => import("./media-screens").then((m) => ({ default: m.MovieScreen })))
const MediaPromotionScreen = lazyScreen(() =>
  import("./media-screens").then((m) => ({ default: m.MediaPromotionScreen }))
)

/** The media hub, the movies and the promotion media page (ROUTE-17, ROUTE-19, ROUTE-21). */
export const mediaRoutes: AreaRoutes = {
  player: (
    <>
      <Route path={playerRoutePath(paths.auth.media)} element={<MediaHubScreen />} />
      <Route path={playerRoutePath(paths.auth.movie)} element={<MovieScreen />} />
      <Route path={playerRoutePath(paths.auth.mediaPromotion)} element={<MediaPromotionScreen />} />
    </>
  )
}
