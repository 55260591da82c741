import { Context, Effect, Layer } from "effect"
import type { ConfigurationItem } from "../../domain/configuration"
import type { ApiError } from "../../domain/errors"
import type { GlobalSetting, OperationSetting } from "../../domain/settings"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { siteEndpoints } from "./endpoints"

export interface SettingsServiceShape {
  /** GET /api/setting (API-02): LINE ids and the public promotion. */
  readonly globalSetting: Effect.Effect<GlobalSetting, ApiError>
  /** GET /api/setting/operational/website (API-03). */
  readonly operation: Effect.Effect<OperationSetting, ApiError>
  /** GET /api/configuration for guests (API-04), /api/auth/configuration/list for players (API-14). */
  readonly configuration: (audience: "guest" | "player") => Effect.Effect<ReadonlyArray<ConfigurationItem>, ApiError>
}

export class SettingsService extends Context.Tag("app/SettingsService")<SettingsService, SettingsServiceShape>() {
  static readonly layer = Layer.effect(
    SettingsService,
    Effect.map(ApiClient, (api) => ({
      globalSetting: api.call(siteEndpoints.setting, { params: {}, body: undefined }),
      operation: api.call(siteEndpoints.operational, { params: {}, body: undefined }),
      configuration: (audience) =>
        api.call(audience === "player" ? siteEndpoints.configurationList : siteEndpoints.configuration, {
          params: {},
          body: undefined
        })
    }))
  )

  static readonly Test = (impl: Partial<SettingsServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<SettingsServiceShape>("SettingsService", observe)
    return Layer.succeed(SettingsService, {
      globalSetting: method.effect("globalSetting", impl.globalSetting),
      operation: method.effect("operation", impl.operation),
      configuration: method.fn("configuration", impl.configuration)
    })
  }
}
