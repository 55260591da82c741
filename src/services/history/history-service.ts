import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { HistoryPage, HistoryRequest } from "../../domain/history-schema"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { historyEndpoints } from "./endpoints"

export interface HistoryServiceShape {
  /** POST /api/auth/transaction/history/:username `{ kind, before, limit }` (OPEN-07). */
  readonly page: (username: string, request: HistoryRequest) => Effect.Effect<HistoryPage, ApiError>
}

export class HistoryService extends Context.Tag("app/HistoryService")<HistoryService, HistoryServiceShape>() {
  static readonly layer = Layer.effect(
    HistoryService,
    Effect.map(ApiClient, (api) => ({
      page: (username, request) =>
        api.call(historyEndpoints.transactionHistory, { params: { username }, body: request })
    }))
  )

  static readonly Test = (impl: Partial<HistoryServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<HistoryServiceShape>("HistoryService", observe)
    return Layer.succeed(HistoryService, { page: method.fn("page", impl.page) })
  }
}
