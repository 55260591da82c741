import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import { isWinlostLogEntry } from "../../domain/log-kind-schema"
import type { Satang } from "../../domain/money"
import type { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { winlostEndpoints } from "./endpoints"

export interface WinlostServiceShape {
  /** GET /api/auth/winlost/:username (OPEN-42). */
  readonly report: (username: string) => Effect.Effect<WinlostReport, ApiError>
  /** POST /api/auth/winlost/:username/claim with the press's Idempotency-Key: into the balance. */
  readonly claim: (username: string, idempotencyKey: string) => Effect.Effect<WinlostPayout, ApiError>
  /** POST /api/auth/user/transfer/to/bank `{ source: "winlost", amount }` (API-21, OPEN-27). */
  readonly transferToBank: (amount: Satang, idempotencyKey: string) => Effect.Effect<WinlostPayout, ApiError>
  /** POST /api/auth/log/affiliate/:username `{ type: "wl", start, end }` (API-37). */
  readonly log: (
    username: string,
    range: { readonly start: string; readonly end: string }
  ) => Effect.Effect<ReadonlyArray<WinlostLogEntry>, ApiError>
}

export class WinlostService extends Context.Tag("app/WinlostService")<WinlostService, WinlostServiceShape>() {
  static readonly layer = Layer.effect(
    WinlostService,
    Effect.map(ApiClient, (api) => ({
      report: (username) => api.call(winlostEndpoints.winlostReport, { params: { username }, body: undefined }),
      claim: (username, idempotencyKey) =>
        api.call(winlostEndpoints.winlostClaim, { params: { username }, body: undefined, idempotencyKey }),
      transferToBank: (amount, idempotencyKey) =>
        api.call(winlostEndpoints.transferToBank, {
          params: {},
          body: { source: "winlost", amount },
          idempotencyKey
        }),
      log: (username, range) =>
        Effect.map(
          api.call(winlostEndpoints.logOfKind, { params: { username }, body: { type: "wl", ...range } }),
          (entries) => entries.filter(isWinlostLogEntry)
        )
    }))
  )

  static readonly Test = (impl: Partial<WinlostServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<WinlostServiceShape>("WinlostService", observe)
    return Layer.succeed(WinlostService, {
      report: method.fn("report", impl.report),
      claim: method.fn("claim", impl.claim),
      transferToBank: method.fn("transferToBank", impl.transferToBank),
      log: method.fn("log", impl.log)
    })
  }
}
