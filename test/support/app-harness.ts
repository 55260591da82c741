// A fresh app per test: an EventStore and an AppRuntime (makeAppRuntime) over
// the services' own `.Test` layers, scripted per test. Anything a test does not script dies loudly.
// Every scripted call is recorded (harness.calls("UserService.credit")); scripted-answer.ts gives
// delays, failures and sequences; render-screen.tsx renders a screen over a harness.
import { Effect, type Scope } from "effect"
import type { AppEvent, AppEventTag } from "../../src/events/schemas"
import { makeAppRuntime, type AppContext, type AppRuntime } from "../../src/runtime/app-runtime"
import { createEventStore, type EventStore } from "../../src/runtime/event-store"
import { scriptedServices, type ScriptedServices } from "../../src/runtime/scripted-services"
import { SessionStore, type SessionStoreShape } from "../../src/services/session/session-store"
import { makeCallRecorder, type RecordedCall } from "./call-recorder"

/**
 * What a test scripts: any method of any API service (`user: { credit: () => ... }`), the stored
 * session, online counts, connectivity, the chat widget's visitors (runtime/scripted-services.ts).
 */
export interface HarnessOptions extends ScriptedServices {
  /** Events dispatched before the test acts (the log then starts with them). */
  readonly events?: ReadonlyArray<AppEvent>
}

export interface AppHarness {
  readonly store: EventStore
  readonly runtime: AppRuntime
  /**
   * Runs a command with the runtime's services inside the calling fiber, so the test's TestClock
   * drives its sleeps and timeouts.
   */
  readonly run: <A, E>(command: Effect.Effect<A, E, AppContext>) => Effect.Effect<A, E>
  /** The runtime's own SessionStore (the one commands use). */
  readonly sessionStore: Effect.Effect<SessionStoreShape>
  /** The tags of the log, oldest first. */
  readonly tags: () => ReadonlyArray<AppEventTag>
  /** The events of the log, oldest first. */
  readonly events: () => ReadonlyArray<AppEvent>
  /** The log's events with the given tag. */
  readonly eventsTagged: <Tag extends AppEventTag>(tag: Tag) => ReadonlyArray<Extract<AppEvent, { readonly _tag: Tag }>>
  /** The scripted service calls made so far, oldest first; only those of `method` when given. */
  readonly calls: (method?: string) => ReadonlyArray<RecordedCall>
  readonly dispose: () => Promise<void>
}

const isTagged =
  <Tag extends AppEventTag>(tag: Tag) =>
  (event: AppEvent): event is Extract<AppEvent, { readonly _tag: Tag }> =>
    event._tag === tag

/** Builds the store and runtime synchronously (React tests); call dispose when done. */
export const createAppHarness = (options: HarnessOptions = {}): AppHarness => {
  const store = createEventStore()
  for (const event of options.events ?? []) store.dispatch(event)
  const recorder = makeCallRecorder()
  const runtime = makeAppRuntime(scriptedServices(options, recorder.observe), store)
  const events = () => store.getLog().map((entry) => entry.event)
  return {
    store,
    runtime,
    run: (command) => Effect.provide(command, runtime),
    sessionStore: Effect.provide(SessionStore, runtime),
    tags: () => events().map((event) => event._tag),
    events,
    eventsTagged: (tag) => events().filter(isTagged(tag)),
    calls: (method) =>
      method === undefined ? [...recorder.entries] : recorder.entries.filter((call) => call.method === method),
    dispose: () => runtime.dispose()
  }
}

/** The harness as a scoped resource: the runtime is disposed when the test's scope closes. */
export const makeAppHarness = (options: HarnessOptions = {}): Effect.Effect<AppHarness, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() => createAppHarness(options)),
    (harness) => Effect.promise(() => harness.dispose())
  )
