import { Schema } from "effect"
import type { Json } from "../../events/log/redact"
import type { LoggedEvent } from "../../events/log/log-file"
import { AppStateSchema, type AppStateEncoded } from "../../events/schemas"
import type { AppState } from "../../events/state"
import type { AppContextValue } from "../../runtime/react/app-context"

/** The state right after the event `seq` was dispatched, as the page saw it. */
export interface TraceEntry {
  readonly seq: number
  readonly state: AppState
}

/**
 * A developer tool on window while the developer panel is enabled (?devtools=1 or Ctrl+Shift+L),
 * in production builds too (docs/developer-tools.md). It reads the live store; exportLog is the
 * same redacted document the report action downloads. The end-to-end determinism test uses it.
 */
export interface DevtoolsConsoleHook {
  readonly getLog: () => ReadonlyArray<LoggedEvent>
  readonly getState: () => AppState
  /** The redacted export document. */
  readonly exportLog: () => Json
  /** The state after every event dispatched since the panel was enabled (the last 2,000). */
  readonly trace: ReadonlyArray<TraceEntry>
  /** The trace with each state Schema-encoded (plain JSON). */
  readonly getEncodedTrace: () => ReadonlyArray<{ readonly seq: number; readonly state: AppStateEncoded }>
}

declare global {
  interface Window {
    __memberSiteDevtools?: DevtoolsConsoleHook
  }
}

const TRACE_LIMIT = 2_000
const encodeState = Schema.encodeSync(AppStateSchema)

const lastSeq = (log: ReadonlyArray<LoggedEvent>): number => log[log.length - 1]?.seq ?? 0

/** Installs window.__memberSiteDevtools over the live store; the returned function removes it. */
export const installConsoleHook = (store: AppContextValue["store"], exportLog: () => Json): (() => void) => {
  const trace: Array<TraceEntry> = [{ seq: lastSeq(store.getLog()), state: store.getState() }]
  const unsubscribe = store.subscribe(() => {
    trace.push({ seq: lastSeq(store.getLog()), state: store.getState() })
    if (trace.length > TRACE_LIMIT) trace.splice(0, trace.length - TRACE_LIMIT)
  })
  window.__memberSiteDevtools = {
    getLog: () => store.getLog(),
    getState: () => store.getState(),
    exportLog,
    trace,
    getEncodedTrace: () => trace.map(({ seq, state }) => ({ seq, state: encodeState(state) }))
  }
  return () => {
    unsubscribe()
    delete window.__memberSiteDevtools
  }
}
