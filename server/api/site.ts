import { DEMO_CONFIGURATION, DEMO_GLOBAL_SETTING } from "../../src/domain/demo/site"
import { siteEndpoints } from "../../src/services/site/endpoints"
import { route, type Route } from "./route"

// The site's public settings, its status and its configuration images. The players' list of
// images (configurationList) needs a token; the router checks it for every /api/auth/ path.

export const siteRoutes: ReadonlyArray<Route> = [
  route(siteEndpoints.setting, () => DEMO_GLOBAL_SETTING),
  route(siteEndpoints.operational, ({ state }) => ({ websiteStatus: state.websiteStatus })),
  route(siteEndpoints.configuration, () => DEMO_CONFIGURATION),
  route(siteEndpoints.configurationList, () => DEMO_CONFIGURATION)
]
