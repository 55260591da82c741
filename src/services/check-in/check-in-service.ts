import { Context, Effect, Layer } from "effect"
import type { CheckInEntry } from "../../domain/check-in"
import type { ApiError } from "../../domain/errors"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { checkInEndpoints } from "./endpoints"

export interface CheckInServiceShape {
  /** GET /api/auth/game/check-in (API-47). */
  readonly list: Effect.Effect<ReadonlyArray<CheckInEntry>, ApiError>
  /**
   * POST /api/auth/game/check-in with an empty body (API-48) and the press's Idempotency-Key
   * (money.md); answers with the new entry.
   */
  readonly checkIn: (idempotencyKey: string) => Effect.Effect<CheckInEntry, ApiError>
}

export class CheckInService extends Context.Tag("app/CheckInService")<CheckInService, CheckInServiceShape>() {
  static readonly layer = Layer.effect(
    CheckInService,
    Effect.map(ApiClient, (api) => ({
      list: api.call(checkInEndpoints.checkInList, { params: {}, body: undefined }),
      checkIn: (idempotencyKey) => api.call(checkInEndpoints.checkIn, { params: {}, body: undefined, idempotencyKey })
    }))
  )

  static readonly Test = (impl: Partial<CheckInServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<CheckInServiceShape>("CheckInService", observe)
    return Layer.succeed(CheckInService, {
      list: method.effect("list", impl.list),
      checkIn: method.fn("checkIn", impl.checkIn)
    })
  }
}
