import type { ReactElement } from "react"

/**
 * An area's routes (routes/<area>/routes.tsx), as react-router <Route> elements: those inside the
 * player layout (paths relative to /auth) and those inside the public layout. The route tree
 * (app-routes.tsx) places them; each screen loads with its own chunk (lazyScreen).
 */
export interface AreaRoutes {
  readonly player?: ReactElement
  readonly public?: ReactElement
  /**
   * Routes anyone may open, each in the visitor's own layout: the player's for a player (no
   * redirect to /auth), the public one for a guest (the live-score and standings pages, issue #13).
   */
  readonly visitor?: ReactElement
}
