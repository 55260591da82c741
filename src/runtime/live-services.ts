import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Layer } from "effect"
import { ApiClient } from "../services/api-client"
import { apiServicesLive } from "../services/api-services"
import { AppConfig, type AppConfigShape } from "../services/app-config"
import { ChatWidget } from "../services/contact/chat-widget"
import { SessionSync } from "../services/session/session-sync"
import { Connectivity } from "../services/realtime/connectivity"
import { RealtimeService } from "../services/realtime/realtime-service"
import { SessionStore } from "../services/session/session-store"
import { GameDevice } from "../services/games/game-device"
import { RegisterDraftStore } from "../services/register/register-draft"
import { AnnouncementMarksStore } from "../services/announcement/announcement-marks"
import { CheckInSeenStore } from "../services/check-in/check-in-seen-store"
import { ShellSnapshotStore } from "../services/shell/shell-snapshot-store"
import type { AppServices } from "./app-runtime"

/** The live services over fetch and localStorage. Only the entry point (and tests) build these. */
export const liveServices = (config: AppConfigShape): Layer.Layer<AppServices> => {
  const base = Layer.mergeAll(
    AppConfig.layer(config),
    SessionStore.layer.pipe(Layer.provide(BrowserKeyValueStore.layerLocalStorage))
  )
  const api = ApiClient.layer.pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(base))
  return Layer.mergeAll(
    apiServicesLive.pipe(Layer.provide(api)),
    Layer.mergeAll(RealtimeService.layer, ChatWidget.layer).pipe(Layer.provide(base)),
    Connectivity.layer,
    SessionSync.layer,
    GameDevice.layer,
    RegisterDraftStore.layer,
    AnnouncementMarksStore.layer,
    CheckInSeenStore.layer,
    ShellSnapshotStore.layer,
    base
  )
}
