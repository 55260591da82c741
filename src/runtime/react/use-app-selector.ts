import { useCallback, useRef } from "react"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { AppState } from "../../events/state"
import type { PartWatch } from "../event-store"
import { addParts, APP_PARTS, createPartTracker, emptyParts, type PartSet, type PartTracker } from "../part-tracking"
import { useAppContext } from "./app-context"

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
export const useAppSelector = <T>(
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
