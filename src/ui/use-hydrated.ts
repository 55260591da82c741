import { useSyncExternalStore } from "react"

const never = () => () => undefined

/**
 * False in a prerendered page until React has adopted it, then true. A form shown by the prerendered
 * HTML must not submit natively before its handlers exist.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false
  )
