import { Context, Effect, Layer } from "effect"
import type { DepositRecord, ReceivingAccount } from "../../domain/deposit-schema"
import type { ApiError } from "../../domain/errors"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { depositEndpoints } from "./endpoints"

export interface DepositServiceShape {
  /** GET /api/deposit: the operator's receiving accounts (public). */
  readonly accounts: Effect.Effect<ReadonlyArray<ReceivingAccount>, ApiError>
  /** GET /api/auth/deposit/{uuid} (API-26): the player's deposits, newest first. */
  readonly deposits: (uuid: string) => Effect.Effect<ReadonlyArray<DepositRecord>, ApiError>
}

export class DepositService extends Context.Tag("app/DepositService")<DepositService, DepositServiceShape>() {
  static readonly layer = Layer.effect(
    DepositService,
    Effect.map(ApiClient, (api) => ({
      accounts: api.call(depositEndpoints.receivingAccounts, { params: {}, body: undefined }),
      deposits: (uuid) => api.call(depositEndpoints.myDeposits, { params: { uuid }, body: undefined })
    }))
  )

  static readonly Test = (impl: Partial<DepositServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<DepositServiceShape>("DepositService", observe)
    return Layer.succeed(DepositService, {
      accounts: method.effect("accounts", impl.accounts),
      deposits: method.fn("deposits", impl.deposits)
    })
  }
}
