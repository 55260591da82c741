import { Schema } from "effect"
import { featuredGames, findDemoGame, demoLobby, providerGamesIn, providerIn } from "../../src/domain/demo/games"
import { isGameCategory, safeReturnUrl } from "../../src/domain/game"
import { MoneyFromBaht } from "../../src/domain/money-schema"
import { gamesEndpoints } from "../../src/services/games/endpoints"
import { decodedAction, INVALID, jsonAnswer, type DevAction } from "../dev/dev-action"
import { STAND_IN_GAME_PREFIX } from "../games/stand-in-game-paths"
import { cashOutWallet, openGameSession } from "./game-wallet"
import { gameWalletOf, liveSessionOf, setGameWallet } from "./games-memory"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The games lobby's calls (issue #11; OPEN-25, OPEN-26, OPEN-28, OPEN-29, OPEN-63): the lobby, a
// category's games, a provider's games, opening a game and the cash-out, for a signed-in player.
// The lobby is the demo's (src/domain/demo/games.ts); the game wallet and its moves are in
// game-wallet.ts; the game itself is the stand-in page (server/games/stand-in-game.ts).

export const GAMES_MESSAGES = {
  unknownCategory: "ไม่พบหมวดเกมนี้",
  unknownProvider: "ไม่พบค่ายเกมนี้",
  unknownGame: "ไม่พบเกมนี้",
  badReturnUrl: "ที่อยู่กลับสู่ล็อบบี้ไม่ถูกต้อง",
  noCredit: "เครดิตไม่พอสำหรับเข้าเกม"
} as const

/**
 * The lobby address is accepted on this site's own origin only: the Host the host policy allows
 * (RouteContext.host), over http or https. The server speaks plain HTTP behind a TLS proxy in
 * production and cannot know the scheme the browser saw without trusting a header any client can
 * write; both schemes of this site's host are this site, so neither makes an open redirect.
 */
const returnUrlFor = (candidate: string, host: string): string | null =>
  safeReturnUrl(candidate, `https://${host}`) ?? safeReturnUrl(candidate, `http://${host}`)

export const gamesRoutes: ReadonlyArray<Route> = [
  route(gamesEndpoints.lobby, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return demoLobby()
  }),
  route(gamesEndpoints.categoryGames, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const category = ctx.param("gameCate")
    if (!isGameCategory(category)) return new HttpFailure(404, GAMES_MESSAGES.unknownCategory)
    return { category, games: featuredGames(category) }
  }),
  route(
    gamesEndpoints.providerGames,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const { category, provider: code } = ctx.body
      const provider = providerIn(category, code)
      if (provider === undefined) return new HttpFailure(404, GAMES_MESSAGES.unknownProvider)
      return { category, provider, games: providerGamesIn(category, code) }
    },
    { openInMaintenance: true }
  ),
  route(
    gamesEndpoints.openGame,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const game = findDemoGame(ctx.body.provider, ctx.body.gameCode)
      if (game === undefined) return new HttpFailure(404, GAMES_MESSAGES.unknownGame)
      const returnUrl = returnUrlFor(ctx.body.returnUrl, ctx.host)
      if (returnUrl === null) return new HttpFailure(400, GAMES_MESSAGES.badReturnUrl)
      const session = openGameSession(ctx.state, account, game, returnUrl)
      if (session === null) return new HttpFailure(422, GAMES_MESSAGES.noCredit)
      return {
        url: `${STAND_IN_GAME_PREFIX}${session.id}`,
        walletBalance: gameWalletOf(ctx.state, account.seed.username)
      }
    },
    { idempotent: true }
  ),
  route(
    gamesEndpoints.cashOut,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const amount = cashOutWallet(ctx.state, account)
      return { amount, balance: account.balance }
    },
    { idempotent: true }
  )
]

/** `POST /__dev/game-wallet {"username","amount"}`: what a player's game wallet holds (baht), as if a game kept it. */
const SetGameWalletRequest = Schema.Struct({ username: Schema.String, amount: MoneyFromBaht })
/** `POST /__dev/game-wallet-of {"username"}`: the wallet and the live session, for a test to assert on. */
const GameWalletOfRequest = Schema.Struct({ username: Schema.String })
const GameWalletAnswer = Schema.Struct({ gameWallet: MoneyFromBaht, sessionId: Schema.NullOr(Schema.String) })

export const gamesDevActions: Readonly<Record<string, DevAction>> = {
  "game-wallet": decodedAction(SetGameWalletRequest, ({ username, amount }, { state }) => {
    if (state.accountOf(username) === undefined) return INVALID
    setGameWallet(state, username, amount)
  }),
  "game-wallet-of": decodedAction(GameWalletOfRequest, ({ username }, { state }) => {
    if (state.accountOf(username) === undefined) return INVALID
    return jsonAnswer(
      Schema.encodeSync(GameWalletAnswer)({
        gameWallet: gameWalletOf(state, username),
        sessionId: liveSessionOf(state, username)?.id ?? null
      })
    )
  })
}
