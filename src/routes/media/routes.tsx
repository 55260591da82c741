import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const MediaHubScreen = lazyScreen(() => import("./media-hub-screen"))
const MovieScreen = lazyScreen(() => import("./movie-screen"))
const MediaPromotionScreen = lazyScreen(() => import("./media-promotion-screen"))

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
