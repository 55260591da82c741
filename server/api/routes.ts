import { checkInRoutes } from "./check-in"
import { playerRoutes } from "./player"
import { sessionRoutes } from "./session"
import { siteRoutes } from "./site"
import type { Route } from "./route"

/** Every area's routes (server/api/<area>.ts): adding an area adds its line here. */
export const API_ROUTES: ReadonlyArray<Route> = [...sessionRoutes, ...siteRoutes, ...playerRoutes, ...checkInRoutes]
