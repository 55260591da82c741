import type { Effect } from "effect"
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { Brand } from "../../domain/brands"
import type { AppState } from "../../events/state"
import type { AppContext as RuntimeContext } from "../app-runtime"
import type * as Catalogue from "../commands/catalogue"
import type { EventStore, PartWatch } from "../event-store"
import { addParts, APP_PARTS, createPartTracker, emptyParts, type PartSet, type PartTracker } from "../part-tracking"

// What the screens reach of the runtime, through React: the store to read through selectors
// (useAppSelector), the commands to run (useCommand, useScreenCommand: without the Effect runtime,
// as the first paint and the hydration need React only and the runtime arrives after), the running
// brand and the mode.

/**
 * "live": the store is the app's own and commands run. "replay": the developer panel is time
 * travelling, the store is a read-only replay store and the command hooks do nothing, so no
 * service is called while a log is shown.
 */
export type AppMode = "live" | "replay"

/** What the screens reach: the store to read, the commands to run, the running brand. */
export interface AppContextValue {
  readonly store: EventStore
  readonly commands: CommandRunner
  readonly brand: Brand
  /** Absent means "live". */
  readonly mode?: AppMode
  /**
   * While React adopts prerendered HTML, the state that HTML was rendered from: answers that
   * arrive during hydration must not change the first render (they re-render right after).
   */
  readonly getHydrationState?: () => AppState
}

const AppContext = createContext<AppContextValue | null>(null)

export const AppProvider = ({ value, children }: { readonly value: AppContextValue; readonly children: ReactNode }) => (
  <AppContext.Provider value={value}>{children}</AppContext.Provider>
)

export const useAppContext = (): AppContextValue => {
  const value = useContext(AppContext)
  if (value === null) throw new Error("useAppContext needs an <AppProvider> above it")
  return value
}

export const useBrand = (): Brand => useAppContext().brand

/** Whether the screens show a replayed log (commands then do nothing). */
export const useAppMode = (): AppMode => useAppContext().mode ?? "live"

/** The commands screens may run (runtime/commands/catalogue.ts). */
export type Commands = typeof Catalogue

/** A command of the catalogue, picked by a screen: `(commands) => commands.login(credentials)`. */
export type PickCommand<A> = (commands: Commands) => Effect.Effect<A, never, RuntimeContext>

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

/**
 * Runs a command that must finish even if the screen goes away (a login, a check-in: writes are
 * never orphaned, AMB-31). Resolves with its result.
 *
 * In replay mode (the developer panel time travelling) it runs nothing and its promise never
 * settles, so a press on a replayed screen calls no service and triggers no follow-up (no toast).
 */
export const useCommand = () => {
  const { commands, mode } = useAppContext()
  return useCallback(
    // In replay mode a command resolves to never: no service runs, no caller continues.
    <A,>(pick: PickCommand<A>): Promise<A> => (mode === "replay" ? neverSettles : commands.run(pick)),
    [commands, mode]
  )
}

/**
 * Runs a screen's command while the screen is shown: leaving it interrupts the fiber, which aborts
 * its requests, and an interrupted load appends no event (DESIGN-06, HTTP-09). Pass a stable pick (a
 * module constant or a memoised one): a new one restarts the command.
 *
 * In replay mode it runs nothing; entering replay interrupts the screens' running commands and
 * leaving it starts them again.
 */
export const useScreenCommand = (pick: PickCommand<unknown> | null) => {
  const { commands, mode } = useAppContext()
  useEffect(() => {
    if (pick === null || mode === "replay") return
    return commands.start(pick)
  }, [commands, pick, mode])
}

/**
 * Reads the state through a selector; the component re-renders only when the selected value
 * changes by `isEqual` (Object.is by default) (DESIGN-09). The selector runs again only after
 * events that changed a part it reads: the parts are recorded as it runs, and only ever grow, so
 * a render React throws away can make the subscription hear more, never less.
 *
 * A selector reads the state it is given and returns values from it (as the areas' selectors in
 * events/<area>/selectors.ts do); it must not keep or wrap the object of a slice that tracks its
 * fields, `global` or `user` (return `state.global.online`, not `{ g: state.global }`): those are
 * recording views (part-tracking.ts).
 */
export const useAppSelector = <T,>(
  selector: (state: AppState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is
): T => {
  const { store, getHydrationState } = useAppContext()
  const tracker = useRef<PartTracker<AppState> | null>(null)
  // The parts this subscriber's selector has read so far (its own set: grow-only).
  const parts = useRef<PartSet | null>(null)
  const watch = useRef<PartWatch | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => {
      parts.current ??= emptyParts(APP_PARTS)
      const current = store.watch(onChange, parts.current)
      watch.current = current
      return () => {
        current.stop()
        if (watch.current === current) watch.current = null
      }
    },
    [store]
  )
  const select = useCallback(
    (state: AppState): T => {
      tracker.current ??= createPartTracker(APP_PARTS, state)
      parts.current ??= emptyParts(APP_PARTS)
      const value = tracker.current.select(selector, state)
      const read = tracker.current.lastRead()
      if (addParts(parts.current, read)) watch.current?.widen(read)
      return value
    },
    [selector]
  )
  return useSyncExternalStoreWithSelector(
    subscribe,
    store.getState,
    getHydrationState ?? store.getState,
    select,
    isEqual
  )
}
