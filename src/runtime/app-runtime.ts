import { Layer, ManagedRuntime } from "effect"
import type { ApiService } from "../services/api-services"
import type { ChatWidget } from "../services/contact/chat-widget"
import type { Connectivity } from "../services/realtime/connectivity"
import type { SessionSync } from "../services/session/session-sync"
import type { RealtimeService } from "../services/realtime/realtime-service"
import type { SessionStore } from "../services/session/session-store"
import type { GameDevice } from "../services/games/game-device"
import type { RegisterDraftStore } from "../services/register/register-draft"
import type { AnnouncementMarksStore } from "../services/announcement/announcement-marks"
import type { CheckInSeenStore } from "../services/check-in/check-in-seen-store"
import type { ShellSnapshotStore } from "../services/shell/shell-snapshot-store"
import { CreditRefresher } from "./commands/player"
import { AppStore } from "./app-store"
import type { EventStore } from "./event-store"

/** The services of the browser itself: storage, the socket, connectivity, the chat widget. */
export type PlatformService =
  | SessionStore
  | SessionSync
  | RealtimeService
  | Connectivity
  | ChatWidget
  | GameDevice
  | RegisterDraftStore
  | AnnouncementMarksStore
  | CheckInSeenStore
  | ShellSnapshotStore

/** Every service a command may use: live in the app, scripted in tests (services/api-services.ts). */
export type AppServices = ApiService | PlatformService

export type AppContext = AppServices | AppStore | CreditRefresher

export type AppRuntime = ManagedRuntime.ManagedRuntime<AppContext, never>

/** One runtime for the app (or for one test), over the given services and store. */
export const makeAppRuntime = (services: Layer.Layer<AppServices>, store: EventStore): AppRuntime =>
  ManagedRuntime.make(Layer.mergeAll(services, Layer.succeed(AppStore, store), CreditRefresher.layer))
