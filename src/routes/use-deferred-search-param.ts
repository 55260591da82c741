import { useEffect } from "react"
import { useLocation, useNavigate } from "react-router-dom"

/**
 * Writes `value` into the address's `name` parameter once it has stayed the same for `delayMs`
 * (replacing the entry, so Back from a game finds the search again); an empty value removes it.
 *
 * It writes only what changes the address, and only while the address is still this screen's. A
 * route change keeps the old screen mounted, effects and timers alive, until the next screen's code
 * has loaded; React Router resolves a search-only navigation against the path the old screen was
 * rendered with, so a write in that window took the player back: the address returned to the old
 * screen and the move never finished (the stall seen leaving the 500-game grid, #27). The browser's
 * address (BrowserRouter's own source) is the one that knows the player has moved on.
 */
export const useDeferredSearchParam = (name: string, value: string, delayMs: number): void => {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (window.location.pathname !== pathname) return
      const params = new URLSearchParams(window.location.search)
      if ((params.get(name) ?? "") === value) return
      if (value === "") params.delete(name)
      else params.set(name, value)
      const search = params.toString()
      void navigate(
        { pathname, search: search === "" ? "" : `?${search}`, hash: window.location.hash },
        { replace: true }
      )
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [name, value, delayMs, pathname, navigate])
}
