import { Context, Effect, Layer } from "effect"
import type { LevelData } from "../../domain/account-schema"
import type { ConfigurationItem } from "../../domain/configuration-schema"
import type { ApiError } from "../../domain/errors"
import type { CurrentUser } from "../../domain/user-schema"
import { ApiClient } from "../api-client"
import { lazyEndpoints } from "../lazy-endpoints"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The account's contract rows, loaded with the first account call. */
const endpoints = lazyEndpoints(() => import("./endpoints").then((module) => module.accountEndpoints))

export interface AccountServiceShape {
  /** GET /api/auth/user/{uuid} (API-17): the current user record, to refresh the stored one. */
  readonly userRecord: (uuid: string) => Effect.Effect<CurrentUser, ApiError>
  /** GET /api/auth/user/level/{uuid} (API-25): the level and the deposits towards the next tier. */
  readonly userLevel: (uuid: string) => Effect.Effect<LevelData, ApiError>
  /** GET /api/auth/configuration/key?key= (API-15): one configuration entry. */
  readonly configurationEntry: (key: string) => Effect.Effect<ConfigurationItem, ApiError>
}

export class AccountService extends Context.Tag("app/AccountService")<AccountService, AccountServiceShape>() {
  static readonly layer = Layer.effect(
    AccountService,
    Effect.map(ApiClient, (api) => ({
      userRecord: (uuid) =>
        Effect.flatMap(endpoints, (rows) => api.call(rows.userRecord, { params: { uuid }, body: undefined })),
      userLevel: (uuid) =>
        Effect.flatMap(endpoints, (rows) => api.call(rows.userLevel, { params: { uuid }, body: undefined })),
      configurationEntry: (key) =>
        Effect.flatMap(endpoints, (rows) => api.call(rows.configurationKey, { params: { key }, body: undefined }))
    }))
  )

  static readonly Test = (impl: Partial<AccountServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<AccountServiceShape>("AccountService", observe)
    return Layer.succeed(AccountService, {
      userRecord: method.fn("userRecord", impl.userRecord),
      userLevel: method.fn("userLevel", impl.userLevel),
      configurationEntry: method.fn("configurationEntry", impl.configurationEntry)
    })
  }
}
