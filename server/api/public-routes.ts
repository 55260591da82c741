import { Api } from "../../src/services/contract"
import { SEED_LINE_IDS, SEED_PROMOTION } from "../seed"
import { CONFIGURATION_ITEMS } from "./configuration-items"
import { currentUserOf } from "./user-records"
import { MESSAGES } from "./messages"
import { HttpFailure, route, type Route } from "./route"

// Calls that need no token: login, the public settings, the operation setting, configuration.

export const publicRoutes: ReadonlyArray<Route> = [
  route(Api.login, ({ body, state }) => {
    const account = state.authenticate(body.username, body.password)
    if (account === undefined) return new HttpFailure(401, MESSAGES.wrongCredentials)
    return { token: state.issueToken(account), user: currentUserOf(account) }
  }),
  route(Api.setting, () => ({
    line: { line1: { id: SEED_LINE_IDS.line1 }, line2: { id: SEED_LINE_IDS.line2 } },
    promotion: SEED_PROMOTION
  })),
  route(Api.operational, ({ state }) => ({ websiteStatus: state.websiteStatus })),
  route(Api.configuration, () => CONFIGURATION_ITEMS)
]
