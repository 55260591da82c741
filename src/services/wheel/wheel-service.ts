import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { WheelBoard, WheelReward, WheelSpin } from "../../domain/wheel-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { wheelEndpoints } from "./endpoints"

export interface WheelServiceShape {
  /** GET /api/auth/wheel (API-41). */
  readonly board: Effect.Effect<WheelBoard, ApiError>
  /** POST /api/auth/wheel/reward `{uuid}` (API-42, OPEN-41) with the press's Idempotency-Key. */
  readonly spin: (uuid: string, idempotencyKey: string) => Effect.Effect<WheelReward, ApiError>
  /** POST /api/auth/wheel/log `{uuid}` (API-43). */
  readonly log: (uuid: string) => Effect.Effect<ReadonlyArray<WheelSpin>, ApiError>
}

export class WheelService extends Context.Tag("app/WheelService")<WheelService, WheelServiceShape>() {
  static readonly layer = Layer.effect(
    WheelService,
    Effect.map(ApiClient, (api) => ({
      board: api.call(wheelEndpoints.wheel, { params: {}, body: undefined }),
      spin: (uuid, idempotencyKey) =>
        api.call(wheelEndpoints.wheelReward, { params: {}, body: { uuid }, idempotencyKey }),
      log: (uuid) => api.call(wheelEndpoints.wheelLog, { params: {}, body: { uuid } })
    }))
  )

  static readonly Test = (impl: Partial<WheelServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<WheelServiceShape>("WheelService", observe)
    return Layer.succeed(WheelService, {
      board: method.effect("board", impl.board),
      spin: method.fn("spin", impl.spin),
      log: method.fn("log", impl.log)
    })
  }
}
