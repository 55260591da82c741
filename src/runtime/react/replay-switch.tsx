import { createContext, useContext, useMemo, useState, type ReactNode } from "react"
import type { LogFile } from "../../events/log/log-file"
import type { EventStore } from "../event-store"
import { createReplayStore, type ReplayStore } from "../replay-store"
import { AppProvider, type AppContextValue } from "./app-context"

export type { ReplayStore } from "../replay-store"

/** How the developer panel swaps what the screens render from (time travel). */
export interface ReplaySwitch {
  /** The app's own store, whatever the screens show. */
  readonly liveStore: EventStore
  /** The replay store the screens render from, or null when live. */
  readonly replay: ReplayStore | null
  /**
   * The screens render from a read-only replay store of `file` (starting at its last step) and
   * the command hooks stop running (mode "replay"). Returns that store, for seek().
   */
  readonly startReplay: (file: LogFile) => ReplayStore
  /** Back to the live store; the screens' commands start again. */
  readonly exitReplay: () => void
}

const ReplaySwitchContext = createContext<ReplaySwitch | null>(null)

/**
 * AppProvider over the live context, with a switch: while a replay store is set, the context's store
 * is that store and its mode "replay" (app-context.tsx then runs nothing).
 */
export const SwitchableAppProvider = ({
  value,
  children
}: {
  readonly value: AppContextValue
  readonly children: ReactNode
}) => {
  const [replay, setReplay] = useState<ReplayStore | null>(null)
  const effective = useMemo<AppContextValue>(
    () => (replay === null ? { ...value, mode: "live" } : { ...value, store: replay, mode: "replay" }),
    [value, replay]
  )
  const control = useMemo<ReplaySwitch>(
    () => ({
      liveStore: value.store,
      replay,
      startReplay: (file) => {
        const store = createReplayStore(file)
        setReplay(store)
        return store
      },
      exitReplay: () => setReplay(null)
    }),
    [value.store, replay]
  )
  return (
    <ReplaySwitchContext.Provider value={control}>
      <AppProvider value={effective}>{children}</AppProvider>
    </ReplaySwitchContext.Provider>
  )
}

/** The switch, or null under a plain AppProvider (tests). */
export const useReplaySwitch = (): ReplaySwitch | null => useContext(ReplaySwitchContext)
