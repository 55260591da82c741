import { createContext, useContext, type ReactNode } from "react"
import type { Brand } from "../../domain/brands"
import type { CommandRunner } from "./command-runner"
import type { AppState } from "../../events/state"
import type { EventStore } from "../event-store"

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
