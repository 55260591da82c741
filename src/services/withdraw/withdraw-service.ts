import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { Satang } from "../../domain/money"
import type { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { withdrawEndpoints } from "./endpoints"

export interface WithdrawServiceShape {
  /** POST /api/auth/withdraw/{uuid} with the press's Idempotency-Key (money.md). */
  readonly withdraw: (uuid: string, amount: Satang, idempotencyKey: string) => Effect.Effect<WithdrawRequest, ApiError>
  /** GET /api/auth/withdraw/withdraw-request/{uuid}: the open requests. */
  readonly requests: (uuid: string) => Effect.Effect<ReadonlyArray<WithdrawRequest>, ApiError>
  /** GET /api/auth/withdraw/withdraw-history/{uuid}: the settled ones. */
  readonly history: (uuid: string) => Effect.Effect<ReadonlyArray<WithdrawRequest>, ApiError>
  /** POST /api/auth/withdraw/retry (OPEN-30) with its own Idempotency-Key. */
  readonly retry: (requestId: string, idempotencyKey: string) => Effect.Effect<WithdrawRequest, ApiError>
  /** GET /api/withdraw/history (API-07): public. */
  readonly publicFeed: Effect.Effect<ReadonlyArray<PublicWithdrawal>, ApiError>
}

export class WithdrawService extends Context.Tag("app/WithdrawService")<WithdrawService, WithdrawServiceShape>() {
  static readonly layer = Layer.effect(
    WithdrawService,
    Effect.map(ApiClient, (api) => ({
      withdraw: (uuid, amount, idempotencyKey) =>
        api.call(withdrawEndpoints.withdraw, { params: { uuid }, body: { amount }, idempotencyKey }),
      requests: (uuid) => api.call(withdrawEndpoints.withdrawRequests, { params: { uuid }, body: undefined }),
      history: (uuid) => api.call(withdrawEndpoints.withdrawHistory, { params: { uuid }, body: undefined }),
      retry: (requestId, idempotencyKey) =>
        api.call(withdrawEndpoints.retryWithdraw, { params: {}, body: { requestId }, idempotencyKey }),
      publicFeed: api.call(withdrawEndpoints.publicWithdrawals, { params: {}, body: undefined })
    }))
  )

  static readonly Test = (impl: Partial<WithdrawServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<WithdrawServiceShape>("WithdrawService", observe)
    return Layer.succeed(WithdrawService, {
      withdraw: method.fn("withdraw", impl.withdraw),
      requests: method.fn("requests", impl.requests),
      history: method.fn("history", impl.history),
      retry: method.fn("retry", impl.retry),
      publicFeed: method.effect("publicFeed", impl.publicFeed)
    })
  }
}
