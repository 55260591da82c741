import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { GameCategory } from "../../domain/game"
import type {
  CashOut,
  CategoryGames,
  GameLaunch,
  GameLobby,
  OpenGameRequest,
  ProviderGames
} from "../../domain/game-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { gamesEndpoints } from "./endpoints"

export interface GamesServiceShape {
  /** GET /api/auth/game: the lobby's structure. */
  readonly lobby: Effect.Effect<GameLobby, ApiError>
  /** GET /api/auth/user/games/{gameCate} (OPEN-29): the category's featured games; hot, the hot list. */
  readonly categoryGames: (category: GameCategory) => Effect.Effect<CategoryGames, ApiError>
  /** POST /api/auth/user/game/list `{ category, provider }` (OPEN-28). */
  readonly providerGames: (category: GameCategory, provider: string) => Effect.Effect<ProviderGames, ApiError>
  /** POST /api/auth/user/opengame (OPEN-26) with the press's Idempotency-Key. */
  readonly openGame: (request: OpenGameRequest, idempotencyKey: string) => Effect.Effect<GameLaunch, ApiError>
  /** POST /api/auth/user/game/cashOut `{}` (OPEN-25) with its Idempotency-Key. */
  readonly cashOut: (idempotencyKey: string) => Effect.Effect<CashOut, ApiError>
}

export class GamesService extends Context.Tag("app/GamesService")<GamesService, GamesServiceShape>() {
  static readonly layer = Layer.effect(
    GamesService,
    Effect.map(ApiClient, (api) => ({
      lobby: api.call(gamesEndpoints.lobby, { params: {}, body: undefined }),
      categoryGames: (category) =>
        api.call(gamesEndpoints.categoryGames, { params: { gameCate: category }, body: undefined }),
      providerGames: (category, provider) =>
        api.call(gamesEndpoints.providerGames, { params: {}, body: { category, provider } }),
      openGame: (request, idempotencyKey) =>
        api.call(gamesEndpoints.openGame, { params: {}, body: request, idempotencyKey }),
      cashOut: (idempotencyKey) => api.call(gamesEndpoints.cashOut, { params: {}, body: {}, idempotencyKey })
    }))
  )

  static readonly Test = (impl: Partial<GamesServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<GamesServiceShape>("GamesService", observe)
    return Layer.succeed(GamesService, {
      lobby: method.effect("lobby", impl.lobby),
      categoryGames: method.fn("categoryGames", impl.categoryGames),
      providerGames: method.fn("providerGames", impl.providerGames),
      openGame: method.fn("openGame", impl.openGame),
      cashOut: method.fn("cashOut", impl.cashOut)
    })
  }
}
