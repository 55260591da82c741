import { Context, Effect, Layer } from "effect"
import type { AffiliatePayoutType } from "../../domain/affiliate"
import type {
  AffiliateCode,
  AffiliateDownline,
  AffiliateIncome,
  AffiliateLogEntry,
  AffiliateWithdrawal,
  DownlineBonus
} from "../../domain/affiliate-schema"
import type { ApiError } from "../../domain/errors"
import { isAffiliateLogEntry } from "../../domain/log-kind-schema"
import type { Satang } from "../../domain/money"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { winlostEndpoints } from "../winlost/endpoints"
import { affiliateEndpoints } from "./endpoints"

/** An ISO range, end excluded (day-range.ts `rangeInstants`). */
export interface InstantRange {
  readonly start: string
  readonly end: string
}

export interface AffiliateServiceShape {
  /** GET /api/auth/affiliate/code/:uuid (API-34). */
  readonly code: (uuid: string) => Effect.Effect<AffiliateCode, ApiError>
  /** GET /api/auth/affiliate/bonus/:username (API-32). */
  readonly income: (username: string) => Effect.Effect<AffiliateIncome, ApiError>
  /** GET /api/auth/affiliate/downline/:username (API-33). */
  readonly downline: (username: string) => Effect.Effect<AffiliateDownline, ApiError>
  /** POST /api/auth/affiliate/downline/bonus/:username `{ start, end }` (API-36). */
  readonly bonus: (username: string, range: InstantRange) => Effect.Effect<DownlineBonus, ApiError>
  /** POST /api/auth/affiliate/withdraw/:username `{ amount, type }` with the press's Idempotency-Key (API-35). */
  readonly withdraw: (
    username: string,
    request: { readonly amount: Satang; readonly type: AffiliatePayoutType },
    idempotencyKey: string
  ) => Effect.Effect<AffiliateWithdrawal, ApiError>
  /** POST /api/auth/log/affiliate/:username `{ type: "af", start, end }` (API-37). */
  readonly log: (username: string, range: InstantRange) => Effect.Effect<ReadonlyArray<AffiliateLogEntry>, ApiError>
}

export class AffiliateService extends Context.Tag("app/AffiliateService")<AffiliateService, AffiliateServiceShape>() {
  static readonly layer = Layer.effect(
    AffiliateService,
    Effect.map(ApiClient, (api) => ({
      code: (uuid) => api.call(affiliateEndpoints.affiliateCode, { params: { uuid }, body: undefined }),
      income: (username) => api.call(affiliateEndpoints.affiliateIncome, { params: { username }, body: undefined }),
      downline: (username) => api.call(affiliateEndpoints.affiliateDownline, { params: { username }, body: undefined }),
      bonus: (username, range) => api.call(affiliateEndpoints.downlineBonus, { params: { username }, body: range }),
      withdraw: (username, request, idempotencyKey) =>
        api.call(affiliateEndpoints.affiliateWithdraw, { params: { username }, body: request, idempotencyKey }),
      log: (username, range) =>
        Effect.map(
          api.call(winlostEndpoints.logOfKind, { params: { username }, body: { type: "af", ...range } }),
          (entries) => entries.filter(isAffiliateLogEntry)
        )
    }))
  )

  static readonly Test = (impl: Partial<AffiliateServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<AffiliateServiceShape>("AffiliateService", observe)
    return Layer.succeed(AffiliateService, {
      code: method.fn("code", impl.code),
      income: method.fn("income", impl.income),
      downline: method.fn("downline", impl.downline),
      bonus: method.fn("bonus", impl.bonus),
      withdraw: method.fn("withdraw", impl.withdraw),
      log: method.fn("log", impl.log)
    })
  }
}
