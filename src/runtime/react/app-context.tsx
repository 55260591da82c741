import { createContext, useContext, type ReactNode } from "react"
import type { Brand } from "../../domain/brands"
import type { AppRuntime } from "../app-runtime"
import type { EventStore } from "../event-store"

/** What the screens reach: the store to read, the runtime to run commands, the running brand. */
export interface AppContextValue {
  readonly store: EventStore
  readonly runtime: AppRuntime
  readonly brand: Brand
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
