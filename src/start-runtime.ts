import type { Layer } from "effect"
import { buildAppRuntime, type AppServices } from "./runtime/app-runtime"
import { commandEngine } from "./runtime/command-engine"
import type { CommandRunner } from "./runtime/react/app-context"
import { restoreSession } from "./runtime/commands/session"
import type { EventStore } from "./runtime/event-store"
import { liveServices } from "./runtime/live-services"
import { browserTaskHost, SlicedScheduler } from "./runtime/sliced-scheduler"
import { deployment } from "./domain/deployment"
// Last: its dynamic import must not move the chunk's first imports (vitals/start-field-vitals.ts).
import { startFieldVitals } from "./vitals/start-field-vitals"

// The app's second half (a dynamic import of src/app-main.tsx): the Effect runtime, the live
// services and the commands. A guest's page paints and hydrates before any of it arrives; a page
// with a stored session waits for it, to read the session before the first render.

/**
 * The services: live, or in development builds a named scenario of test layers (?scenario=NAME).
 * The scenario module is imported inside `if (import.meta.env.DEV)`, so production drops it.
 */
const services = async (): Promise<Layer.Layer<AppServices>> => {
  if (import.meta.env.DEV) {
    const name = new URLSearchParams(window.location.search).get("scenario")
    if (name !== null) {
      const { scenarioServices } = await import("./runtime/scenarios/scenario-registry")
      const scenario = scenarioServices(name)
      if (scenario !== null) return scenario
    }
  }
  return liveServices({
    apiBaseUrl: deployment.apiBaseUrl,
    socketUrl: deployment.socketUrl,
    chatScriptUrl: deployment.chatScriptUrl,
    hostname: window.location.hostname,
    userAgent: navigator.userAgent
  })
}

export interface StartedRuntime {
  readonly commands: CommandRunner
  /** Reads the stored session into the store (GetCurrentUser or NoCurrentUser); true for a player. */
  readonly restoreSession: () => Promise<boolean>
}

/** The only place (besides tests) that builds the live services, over the app's store. */
export const startRuntime = async (store: EventStore): Promise<StartedRuntime> => {
  // Built and run in slices of the main thread a tap can come between (runtime/sliced-scheduler.ts).
  const runtime = await buildAppRuntime(await services(), store, new SlicedScheduler(browserTaskHost()))
  startFieldVitals()
  return { commands: commandEngine(runtime), restoreSession: () => runtime.runPromise(restoreSession) }
}
