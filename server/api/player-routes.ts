import type { CreditBalance } from "../../src/domain/credit"
import { Api } from "../../src/services/contract"
import { CONFIGURATION_ITEMS } from "./configuration-items"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"
import { profileOf } from "./user-records"

// Calls about the signed-in player: configuration, profile, settings and credit. A path or body
// naming another player is refused with 403.

const forbidden = (): HttpFailure => new HttpFailure(403, MESSAGES.forbidden)

export const playerRoutes: ReadonlyArray<Route> = [
  route(Api.configurationList, () => CONFIGURATION_ITEMS),
  route(Api.userDetail, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return ctx.param("uuid") === account.seed.uuid ? profileOf(account) : forbidden()
  }),
  route(Api.userSetting, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return ctx.body.userUuid === account.seed.uuid ? account.seed.setting : forbidden()
  }),
  route(Api.getCredit, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    if (ctx.param("username") !== account.seed.username) return forbidden()
    const credit: CreditBalance = { balance: account.balance, balanceType: "M" }
    return credit
  })
]
