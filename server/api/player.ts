import { Schema } from "effect"
import type { CreditBalance } from "../../src/domain/credit"
import { MoneyFromBaht } from "../../src/domain/money-schema"
import { profileOf } from "../../src/domain/demo/accounts"
import { playerEndpoints } from "../../src/services/player/endpoints"
import { decodedAction, INVALID, type DevAction } from "../dev/dev-action"
import { sessionIdOf } from "../sessions"
import { gameWalletOf } from "./games-memory"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// Calls about the signed-in player: profile, settings and credit. A path or body naming another
// player is refused with 403.

const forbidden = (): HttpFailure => new HttpFailure(403, MESSAGES.forbidden)

export const playerRoutes: ReadonlyArray<Route> = [
  route(playerEndpoints.userDetail, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return ctx.param("uuid") === account.seed.uuid ? profileOf(account.seed, account.point) : forbidden()
  }),
  route(
    playerEndpoints.userSetting,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      return ctx.body.userUuid === account.seed.uuid ? account.seed.setting : forbidden()
    },
    { openInMaintenance: true }
  ),
  route(
    playerEndpoints.getCredit,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (ctx.param("username") !== account.seed.username) return forbidden()
      // What a socket joining later compares with (socket/missed-balance-changes.ts).
      if (ctx.token !== null) ctx.state.missedBalanceChanges.balanceRead(sessionIdOf(ctx.token), account.seed.username)
      // The game wallet only while it holds credit (issue #11): the card then offers 'ดึงเครดิตกลับ'.
      const gameWallet = gameWalletOf(ctx.state, account.seed.username)
      const credit: CreditBalance = {
        balance: account.balance,
        balanceType: "M",
        ...(gameWallet > 0 ? { gameWallet } : {})
      }
      return credit
    },
    { openInMaintenance: true }
  )
]

/** `POST /__dev/credit {"username", "balance"}`: a test's balance, in baht, with its ledger row. */
const SetCreditRequest = Schema.Struct({ username: Schema.String, balance: MoneyFromBaht })

/** `POST /__dev/points {"username", "points"}`: a test's points, with their points ledger row. */
const SetPointsRequest = Schema.Struct({ username: Schema.String, points: Schema.NonNegativeInt })

export const playerDevActions: Readonly<Record<string, DevAction>> = {
  credit: decodedAction(SetCreditRequest, ({ username, balance }, { state }) => {
    const account = state.accountOf(username)
    if (account === undefined) return INVALID
    state.setBalance(account, balance)
  }),
  points: decodedAction(SetPointsRequest, ({ username, points }, { state }) => {
    const account = state.accountOf(username)
    if (account === undefined) return INVALID
    state.changePoints(account, { kind: "dev-points", amount: points - account.point, reference: `dev-${state.now()}` })
  })
}
