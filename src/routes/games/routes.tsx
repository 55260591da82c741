import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"
import { loadGameProviderScreen } from "./provider-screen-chunk"

const GameCategoryScreen = lazyScreen(() => import("./game-category-screen"))
const GameProviderScreen = lazyScreen(loadGameProviderScreen)

/** The games lobby (ROUTE-22, ROUTE-23). */
export const gamesRoutes: AreaRoutes = {
  player: (
    <>
      <Route path={playerRoutePath(paths.auth.gameCategoryRoute)} element={<GameCategoryScreen />} />
      <Route path={playerRoutePath(paths.auth.gameProviderRoute)} element={<GameProviderScreen />} />
    </>
  )
}
