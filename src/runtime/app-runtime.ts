import { Layer, ManagedRuntime } from "effect"
import type { AuthService } from "../services/auth-service"
import type { ChatWidget } from "../services/chat-widget"
import type { CheckInService } from "../services/check-in-service"
import type { Connectivity } from "../services/connectivity"
import type { RealtimeService } from "../services/realtime-service"
import type { SessionStore } from "../services/session-store"
import type { SettingsService } from "../services/settings-service"
import type { UserService } from "../services/user-service"
import { CreditRefresher } from "./commands/player"
import { AppStore } from "./app-store"
import type { EventStore } from "./event-store"

/** Every service a command may use: live in the app, scripted in tests. */
export type AppServices =
  | AuthService
  | SettingsService
  | UserService
  | CheckInService
  | SessionStore
  | RealtimeService
  | Connectivity
  | ChatWidget

export type AppContext = AppServices | AppStore | CreditRefresher

export type AppRuntime = ManagedRuntime.ManagedRuntime<AppContext, never>

/** One runtime for the app (or for one test), over the given services and store. */
export const makeAppRuntime = (services: Layer.Layer<AppServices>, store: EventStore): AppRuntime =>
  ManagedRuntime.make(Layer.mergeAll(services, Layer.succeed(AppStore, store), CreditRefresher.layer))
