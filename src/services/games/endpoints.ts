import {
  CashOut,
  CashOutRequest,
  CategoryGames,
  GameLaunch,
  GameLobby,
  OpenGameRequest,
  ProviderGames,
  ProviderGamesRequest
} from "../../domain/game-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The games lobby (issue #11): its structure, the games, opening a game and the cash-out. */
export const gamesEndpoints = {
  /** The lobby's structure: every category with its providers. */
  lobby: endpoint({
    name: "lobby",
    method: "GET",
    path: "/api/auth/game",
    params: NoParams,
    body: NoBody,
    data: GameLobby
  }),
  /** OPEN-29: a GET without a body; the category's featured games (for hot, the hot list). */
  categoryGames: endpoint({
    name: "categoryGames",
    method: "GET",
    path: "/api/auth/user/games/:gameCate",
    params: ["gameCate"],
    body: NoBody,
    data: CategoryGames
  }),
  /** OPEN-28: `{ category, provider }`, one provider's games in that category. */
  providerGames: endpoint({
    name: "providerGames",
    method: "POST",
    path: "/api/auth/user/game/list",
    params: NoParams,
    body: ProviderGamesRequest,
    data: ProviderGames
  }),
  /** OPEN-26: `{ provider, gameCode, returnUrl }` with an Idempotency-Key; the tab goes to the answer's url. */
  openGame: endpoint({
    name: "openGame",
    method: "POST",
    path: "/api/auth/user/opengame",
    params: NoParams,
    body: OpenGameRequest,
    data: GameLaunch
  }),
  /** OPEN-25: `{}` with an Idempotency-Key; the game wallet back into the balance. */
  cashOut: endpoint({
    name: "cashOut",
    method: "POST",
    path: "/api/auth/user/game/cashOut",
    params: NoParams,
    body: CashOutRequest,
    data: CashOut
  })
}
