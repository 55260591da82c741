import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { RankingPeriod } from "../../domain/ranking"
import type { RankingBoard } from "../../domain/ranking-schema"
import { ApiClient } from "../api-client"
import { lazyEndpoints } from "../lazy-endpoints"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The ranking's contract row, loaded with the first ranking call. */
const endpoints = lazyEndpoints(() => import("./endpoints").then((module) => module.rankingEndpoints))

export interface RankingServiceShape {
  /** GET /api/auth/ranking?period=week|month (OPEN-09). */
  readonly ranking: (period: RankingPeriod) => Effect.Effect<RankingBoard, ApiError>
}

export class RankingService extends Context.Tag("app/RankingService")<RankingService, RankingServiceShape>() {
  static readonly layer = Layer.effect(
    RankingService,
    Effect.map(ApiClient, (api) => ({
      ranking: (period) =>
        Effect.flatMap(endpoints, (rows) => api.call(rows.ranking, { params: { period }, body: undefined }))
    }))
  )

  static readonly Test = (impl: Partial<RankingServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<RankingServiceShape>("RankingService", observe)
    return Layer.succeed(RankingService, { ranking: method.fn("ranking", impl.ranking) })
  }
}
