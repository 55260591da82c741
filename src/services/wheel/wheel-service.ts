import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { WheelBoard, WheelReward, WheelSpin } from "../../domain/wheel-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"

/**
 * The contract rows (and their schemas) load with the wheel's first call, not with the runtime every
 * page starts (the dashboard's budget): the browser keeps the module after that.
 */
const endpoints = Effect.promise(() => import("./wheel-contract")).pipe(Effect.map((module) => module.wheelEndpoints))

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
      board: Effect.flatMap(endpoints, (rows) => api.call(rows.wheel, { params: {}, body: undefined })),
      spin: (uuid, idempotencyKey) =>
        Effect.flatMap(endpoints, (rows) => api.call(rows.wheelReward, { params: {}, body: { uuid }, idempotencyKey })),
      log: (uuid) => Effect.flatMap(endpoints, (rows) => api.call(rows.wheelLog, { params: {}, body: { uuid } }))
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
