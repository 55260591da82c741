import type { Effect } from "effect"
import type { AppContext } from "../app-runtime"
import type * as Catalogue from "../commands/catalogue"

/** The commands screens may run (runtime/commands/catalogue.ts). */
export type Commands = typeof Catalogue

/** A command of the catalogue, picked by a screen: `(commands) => commands.login(credentials)`. */
export type PickCommand<A> = (commands: Commands) => Effect.Effect<A, never, AppContext>

/**
 * How screens run commands without importing the Effect runtime: the first paint and the hydration
 * of a page need React only, and the runtime (effect, the HTTP client, the services) arrives after.
 */
export interface CommandRunner {
  /** Runs a command to its end even if the screen goes away (writes are never orphaned, AMB-31). */
  readonly run: <A>(pick: PickCommand<A>) => Promise<A>
  /** Starts a command that lasts while the screen does; the returned function interrupts it. */
  readonly start: (pick: PickCommand<unknown>) => () => void
  /** Calls back (once) if this runner can never run a command: its code failed to load. */
  readonly whenUnavailable: (listener: (error: unknown) => void) => () => void
}

const neverSettles = new Promise<never>(() => undefined)

/**
 * A runner over one that is still loading: a command run before it arrives waits for it, and one
 * stopped before it arrives never starts. If loading fails, no command settles and whenUnavailable
 * says so (the shell then shows the failure with a reload button).
 */
export const deferredCommandRunner = (loading: Promise<CommandRunner>): CommandRunner => ({
  run: (pick) =>
    loading.then(
      (runner) => runner.run(pick),
      () => neverSettles
    ),
  whenUnavailable: (listener) => {
    let listening = true
    loading.catch((error: unknown) => {
      if (listening) listener(error)
    })
    return () => {
      listening = false
    }
  },
  start: (pick) => {
    let stop: (() => void) | null = null
    let stopped = false
    loading.then(
      (runner) => {
        if (!stopped) stop = runner.start(pick)
      },
      () => undefined
    )
    return () => {
      stopped = true
      stop?.()
    }
  }
})
