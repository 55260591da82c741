import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Layer } from "effect"
import { ApiClient } from "../services/api-client"
import { AppConfig, type AppConfigShape } from "../services/app-config"
import { AuthService } from "../services/auth-service"
import { ChatWidget } from "../services/chat-widget"
import { CheckInService } from "../services/check-in-service"
import { Connectivity } from "../services/connectivity"
import { RealtimeService } from "../services/realtime-service"
import { SessionStore } from "../services/session-store"
import { SettingsService } from "../services/settings-service"
import { UserService } from "../services/user-service"
import type { AppServices } from "./app-runtime"

/** The live services over fetch and localStorage. Only the entry point (and tests) build these. */
export const liveServices = (config: AppConfigShape): Layer.Layer<AppServices> => {
  const base = Layer.mergeAll(
    AppConfig.layer(config),
    SessionStore.layer.pipe(Layer.provide(BrowserKeyValueStore.layerLocalStorage))
  )
  const api = ApiClient.layer.pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(base))
  return Layer.mergeAll(
    Layer.mergeAll(AuthService.layer, SettingsService.layer, UserService.layer, CheckInService.layer).pipe(
      Layer.provide(api)
    ),
    Layer.mergeAll(RealtimeService.layer, ChatWidget.layer).pipe(Layer.provide(base)),
    Connectivity.layer,
    base
  )
}
