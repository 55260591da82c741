import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { FlipCardLogs, FlipCardReward } from "../../domain/flip-card-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The contract rows load with the flip card's first call, not with the runtime (as the wheel's). */
const endpoints = Effect.promise(() => import("./flip-card-contract")).pipe(
  Effect.map((module) => module.flipCardEndpoints)
)

export interface FlipCardServiceShape {
  /** GET /api/auth/game/flip-card/logs (API-45): the plays and today's plays left. */
  readonly logs: Effect.Effect<FlipCardLogs, ApiError>
  /** POST /api/auth/game/flip-card/random-reward `{cardIndex}` (API-44, OPEN-34) with an Idempotency-Key. */
  readonly flip: (cardIndex: number, idempotencyKey: string) => Effect.Effect<FlipCardReward, ApiError>
}

export class FlipCardService extends Context.Tag("app/FlipCardService")<FlipCardService, FlipCardServiceShape>() {
  static readonly layer = Layer.effect(
    FlipCardService,
    Effect.map(ApiClient, (api) => ({
      logs: Effect.flatMap(endpoints, (rows) => api.call(rows.flipCardLogs, { params: {}, body: undefined })),
      flip: (cardIndex, idempotencyKey) =>
        Effect.flatMap(endpoints, (rows) =>
          api.call(rows.flipCardReward, { params: {}, body: { cardIndex }, idempotencyKey })
        )
    }))
  )

  static readonly Test = (impl: Partial<FlipCardServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<FlipCardServiceShape>("FlipCardService", observe)
    return Layer.succeed(FlipCardService, {
      logs: method.effect("logs", impl.logs),
      flip: method.fn("flip", impl.flip)
    })
  }
}
