import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { RewardCatalogue, RewardHistory, RewardRedeemed } from "../../domain/reward-schema"
import { ApiClient } from "../api-client"
import { lazyEndpoints } from "../lazy-endpoints"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The rewards' contract rows, loaded with the first reward call (they are no part of the start). */
const endpoints = lazyEndpoints(() => import("./endpoints").then((module) => module.rewardEndpoints))

export interface RewardServiceShape {
  /** POST /api/auth/reward (API-38, OPEN-32): `{}` for null, `{ categoryId }` for a category. */
  readonly catalogue: (categoryId: number | null) => Effect.Effect<RewardCatalogue, ApiError>
  /** POST /api/auth/reward/request `{ rewardId, userUuid }` (API-39) with the press's Idempotency-Key. */
  readonly redeem: (
    request: { readonly rewardId: number; readonly userUuid: string },
    idempotencyKey: string
  ) => Effect.Effect<RewardRedeemed, ApiError>
  /** POST /api/auth/reward/request/history `{}` (API-40, OPEN-33): the first page. */
  readonly history: Effect.Effect<RewardHistory, ApiError>
}

export class RewardService extends Context.Tag("app/RewardService")<RewardService, RewardServiceShape>() {
  static readonly layer = Layer.effect(
    RewardService,
    Effect.map(ApiClient, (api) => ({
      catalogue: (categoryId) =>
        Effect.flatMap(endpoints, (rows) =>
          api.call(rows.rewardList, { params: {}, body: categoryId === null ? {} : { categoryId } })
        ),
      redeem: (request, idempotencyKey) =>
        Effect.flatMap(endpoints, (rows) =>
          api.call(rows.rewardRequest, { params: {}, body: request, idempotencyKey })
        ),
      history: Effect.flatMap(endpoints, (rows) => api.call(rows.rewardHistory, { params: {}, body: {} }))
    }))
  )

  static readonly Test = (impl: Partial<RewardServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<RewardServiceShape>("RewardService", observe)
    return Layer.succeed(RewardService, {
      catalogue: method.fn("catalogue", impl.catalogue),
      redeem: method.fn("redeem", impl.redeem),
      history: method.effect("history", impl.history)
    })
  }
}
