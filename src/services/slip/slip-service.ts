import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { SlipDeposited, SlipRequest, VerifiedSlip } from "../../domain/slip-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { slipEndpoints } from "./endpoints"
import { prepareSlipImage } from "./slip-image"

export interface SlipServiceShape {
  /**
   * POST /api/auth/slip/verify, multipart with the image as `slip` (OPEN-35); `onProgress` hears
   * the share uploaded (0 to 1). Interrupting it aborts the upload ('ยกเลิก').
   */
  readonly verify: (slip: File, onProgress: (sent: number) => void) => Effect.Effect<VerifiedSlip, ApiError>
  /** POST /api/auth/slip/confirm `{ transRef }` (OPEN-36). */
  readonly confirm: (transRef: string) => Effect.Effect<void, ApiError>
  /** POST /api/auth/slip/request-deposit `{ transRef }` with the press's Idempotency-Key (OPEN-37). */
  readonly requestDeposit: (transRef: string, idempotencyKey: string) => Effect.Effect<SlipDeposited, ApiError>
  /** GET /api/auth/slip/my/request. */
  readonly myRequests: Effect.Effect<ReadonlyArray<SlipRequest>, ApiError>
}

export class SlipService extends Context.Tag("app/SlipService")<SlipService, SlipServiceShape>() {
  static readonly layer = Layer.effect(
    SlipService,
    Effect.map(ApiClient, (api) => ({
      verify: (file, onProgress) =>
        Effect.flatMap(prepareSlipImage(file), (slip) =>
          api.upload(slipEndpoints.verify, { params: {}, files: { slip }, onProgress })
        ),
      confirm: (transRef) => Effect.asVoid(api.call(slipEndpoints.confirm, { params: {}, body: { transRef } })),
      requestDeposit: (transRef, idempotencyKey) =>
        api.call(slipEndpoints.requestDeposit, { params: {}, body: { transRef }, idempotencyKey }),
      myRequests: api.call(slipEndpoints.myRequests, { params: {}, body: undefined })
    }))
  )

  static readonly Test = (impl: Partial<SlipServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<SlipServiceShape>("SlipService", observe)
    return Layer.succeed(SlipService, {
      verify: method.fn("verify", impl.verify),
      confirm: method.fn("confirm", impl.confirm),
      requestDeposit: method.fn("requestDeposit", impl.requestDeposit),
      myRequests: method.effect("myRequests", impl.myRequests)
    })
  }
}
