import { useSyncExternalStore } from "react"

// prefers-reduced-motion, followed live: the wheel and the flip card shorten their turns with it.

const QUERY = "(prefers-reduced-motion: reduce)"

// Old in-app browsers and test DOMs may have no matchMedia: motion is then left as it is.
const mediaQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null

const subscribe = (changed: () => void): (() => void) => {
  const media = mediaQuery()
  if (media === null) return () => undefined
  media.addEventListener("change", changed)
  return () => media.removeEventListener("change", changed)
}

/** Whether the player asked for less motion (false before hydration, on the server and without matchMedia). */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false
  )
