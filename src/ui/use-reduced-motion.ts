import { useSyncExternalStore } from "react"

// prefers-reduced-motion, followed live: the wheel and the flip card shorten their turns with it.

const QUERY = "(prefers-reduced-motion: reduce)"

const subscribe = (changed: () => void): (() => void) => {
  const media = window.matchMedia(QUERY)
  media.addEventListener("change", changed)
  return () => media.removeEventListener("change", changed)
}

/** Whether the player asked for less motion (false before hydration and on the server). */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false
  )
