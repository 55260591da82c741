import type { LevelData } from "../../src/domain/account-schema"
import { DEMO_CONFIGURATION } from "../../src/domain/demo/site"
import { currentUserOf } from "../../src/domain/demo/accounts"
import { countsInPeriod, progressCriteria } from "../../src/domain/level-progress"
import { sumSatang } from "../../src/domain/money"
import { accountEndpoints } from "../../src/services/account/endpoints"
import type { AccountState, ServerState } from "../state"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The account's reads (#14): the player's user record (API-17), their level data (API-25) and one
// configuration entry by its key (API-15). A path naming another player is refused with 403.

const forbidden = (): HttpFailure => new HttpFailure(403, MESSAGES.forbidden)

/**
 * The deposits that count towards the next tier: approved bank transfers and slips (never a
 * pending or rejected one, never a refund or affiliate income), over the period the next tier is
 * earned in (level-progress.ts).
 */
export const levelDataOf = (state: ServerState, account: AccountState): LevelData => {
  const level = account.seed.level
  const criteria = progressCriteria(level)
  const now = state.now()
  const counted = state.transactions
    .of(account.seed.username, ["deposit", "slip"])
    .filter((row) => row.status === "approved" && countsInPeriod(criteria, row.createdAt, now))
  return { level, criteria, deposits: sumSatang(counted.map((row) => row.amount)) }
}

export const accountRoutes: ReadonlyArray<Route> = [
  route(accountEndpoints.userRecord, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return ctx.param("uuid") === account.seed.uuid ? currentUserOf(account.seed, account.point) : forbidden()
  }),
  route(accountEndpoints.userLevel, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return ctx.param("uuid") === account.seed.uuid ? levelDataOf(ctx.state, account) : forbidden()
  }),
  route(accountEndpoints.configurationKey, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const item = DEMO_CONFIGURATION.find((entry) => entry.key === ctx.param("key"))
    return item ?? new HttpFailure(404, MESSAGES.notFound)
  })
]
