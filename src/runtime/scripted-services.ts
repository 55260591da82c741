import { Layer, Ref, type Stream } from "effect"
import { apiServicesTest, type ApiScripts } from "../services/api-services"
import { ChatWidget, type ChatVisitor } from "../services/contact/chat-widget"
import { Connectivity } from "../services/realtime/connectivity"
import { RealtimeService } from "../services/realtime/realtime-service"
import type { CallObserver } from "../services/scripted"
import { SessionStore, type StoredSession } from "../services/session/session-store"
import { SessionSync } from "../services/session/session-sync"
import { GameDevice, type GameReturnMark } from "../services/games/game-device"
import { RegisterDraftStore, type RegisterDraftValues } from "../services/register/register-draft"
import { AnnouncementMarksStore } from "../services/announcement/announcement-marks"
import { CheckInSeenStore } from "../services/check-in/check-in-seen-store"
import { ShellSnapshotStore } from "../services/shell/shell-snapshot-store"
import type { AppServices } from "./app-runtime"

// Every service a command may use, over the services' own test layers: the test kit
// (test/support/app-harness.ts) and the development scenarios (scenarios/) build their runtime on
// this. Production never imports it (start-runtime.ts loads scenarios in development builds only).

export interface ScriptedServices extends ApiScripts {
  /** The session found in storage at start. */
  readonly storedSession?: StoredSession
  /** The online counts the socket reports. */
  readonly onlineCounts?: ReadonlyArray<number | "reconnected">
  /** The browser's connectivity, now and then each change. */
  readonly connectivity?: ReadonlyArray<boolean>
  /** Another tab changed the stored session (each element one storage event). */
  readonly otherTabChanges?: Stream.Stream<void>
  /** Where the chat widget records the visitors currently shown. */
  readonly chatShown?: Ref.Ref<ReadonlyArray<ChatVisitor>>
  /** Where the tab was sent to open a game (each element one navigation). */
  readonly gamesLeftFor?: Ref.Ref<ReadonlyArray<string>>
  /** The tab came back from a game it left for with this mark. */
  readonly gameReturnMark?: GameReturnMark
  /** Step 1 of a registration typed in this tab before (sessionStorage). */
  readonly registerDraft?: RegisterDraftValues
  /** What this device stored of announcements before (the raw localStorage text). */
  readonly announcementMarks?: string
  /** The check-in popup's stored days, as stored text (#15). */
  readonly checkInSeen?: string
  /** The shell snapshot this device kept (#16), as stored text. */
  readonly shellSnapshot?: string
}

/** The scripted services; every API call goes through `observe` (a recorder, a slow network ...). */
export const scriptedServices = (scripts: ScriptedServices, observe?: CallObserver): Layer.Layer<AppServices> =>
  Layer.mergeAll(
    apiServicesTest(scripts, observe),
    SessionStore.Test(scripts.storedSession),
    RealtimeService.Test(scripts.onlineCounts ?? []),
    Connectivity.Test(scripts.connectivity ?? [true]),
    SessionSync.Test(scripts.otherTabChanges),
    ChatWidget.Test(scripts.chatShown ?? Ref.unsafeMake<ReadonlyArray<ChatVisitor>>([])),
    GameDevice.Test({ left: scripts.gamesLeftFor, returnMark: scripts.gameReturnMark }),
    RegisterDraftStore.Test(scripts.registerDraft),
    AnnouncementMarksStore.Test(scripts.announcementMarks),
    CheckInSeenStore.Test(scripts.checkInSeen),
    ShellSnapshotStore.Test(scripts.shellSnapshot)
  )
