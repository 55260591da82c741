import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { AppState } from "../../events/state"
import { useAppContext } from "./app-context"

/**
 * Reads the state through a selector; the component re-renders only when the selected value
 * changes by `isEqual` (Object.is by default) (DESIGN-09).
 */
export const useAppSelector = <T>(
  selector: (state: AppState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is
): T => {
  const { store, getHydrationState } = useAppContext()
  return useSyncExternalStoreWithSelector(
    store.subscribe,
    store.getState,
    getHydrationState ?? store.getState,
    selector,
    isEqual
  )
}
