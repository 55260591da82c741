import { Effect, Layer, ManagedRuntime, type Scheduler, Scope } from "effect"
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

const appLayer = (services: Layer.Layer<AppServices>, store: EventStore): Layer.Layer<AppContext> =>
  Layer.mergeAll(services, Layer.succeed(AppStore, store), CreditRefresher.layer)

/** One runtime for a test (or the prerender), over the given services and store, built on first use. */
export const makeAppRuntime = (services: Layer.Layer<AppServices>, store: EventStore): AppRuntime =>
  ManagedRuntime.make(appLayer(services, store))

/**
 * The app's runtime: its services built, and every command run, under `scheduler`. A
 * `ManagedRuntime` builds its layers on first use in one synchronous go (its own scheduler), which
 * on a phone held the main thread 0.3–0.5 s; built here, the work is cut into the scheduler's
 * slices. The runtime lives as long as the page, so its scope is never closed.
 */
export const buildAppRuntime = async (
  services: Layer.Layer<AppServices>,
  store: EventStore,
  scheduler: Scheduler.Scheduler
): Promise<AppRuntime> => {
  const scope = Effect.runSync(Scope.make())
  const built = await Effect.runPromise(
    Layer.buildWithScope(appLayer(services, store), scope).pipe(Effect.withScheduler(scheduler))
  )
  return ManagedRuntime.make(Layer.merge(Layer.succeedContext(built), Layer.setScheduler(scheduler)))
}
