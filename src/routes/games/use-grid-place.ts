import { useCallback, useEffect, useRef, useState } from "react"
import { NavigationType, useNavigationType } from "react-router-dom"
import { type PickCommand, useCommand } from "../../runtime/react/app-context"

// Where a provider's grid was left (#29): the window's scroll and the search typed, kept in this
// tab per provider path, and found again when the player comes back by Back or from a game
// ('กลับสู่ล็อบบี้' loads the page again). A tile pressed in the lobby starts at the top, empty.

interface GridPlace {
  readonly scrollY: number
  readonly query: string
}

const loadPlace =
  (path: string): PickCommand<GridPlace | null> =>
  (commands) =>
    commands.loadGridPlace(path)
const keepPlace =
  (path: string, place: GridPlace): PickCommand<void> =>
  (commands) =>
    commands.keepGridPlace(path, place)

/** How long the scroll or the search rests before its place is kept. */
const KEEP_PAUSE_MS = 150
/**
 * How long the restored scroll waits for the grid to grow tall enough (its rows are drawn from the
 * width, frame by frame): a time, not a count of frames, so a slow phone waits as long as a fast one.
 */
const RESTORE_WAIT_MS = 3_000

/**
 * Keeps and restores the grid's place at `path`. `setQuery` receives the kept search (unless the
 * address gave one); `ready` says the grid shows the games of the current search, so the page is as
 * tall as it will be. Returns `keepNow`, which keeps the place at once (before the tab leaves for a game).
 */
export const useGridPlace = ({
  path,
  query,
  setQuery,
  ready
}: {
  readonly path: string
  readonly query: string
  readonly setQuery: (update: (current: string) => string) => void
  readonly ready: boolean
}): { readonly keepNow: () => void } => {
  const run = useCommand()
  const back = useNavigationType() === NavigationType.Pop
  // undefined: the kept place is being read; a number: the scroll to restore once ready; null: done.
  const [target, setTarget] = useState<number | null | undefined>(back ? undefined : null)
  // The search as last rendered and the scroll as last seen, for the keeps that run outside a render.
  const latestQuery = useRef(query)
  const latestScroll = useRef(0)
  useEffect(() => {
    latestQuery.current = query
  }, [query])

  useEffect(() => {
    if (!back) return undefined
    let active = true
    void run(loadPlace(path)).then((place) => {
      if (!active) return
      if (place !== null && place.query !== "") setQuery((current) => (current === "" ? place.query : current))
      setTarget(place === null || place.scrollY <= 0 ? null : place.scrollY)
    })
    return () => {
      active = false
    }
    // Once per screen: the path is the screen's key.
  }, [run, path, back, setQuery])

  useEffect(() => {
    if (typeof target !== "number" || !ready) return undefined
    const giveUpAt = performance.now() + RESTORE_WAIT_MS
    let frame = 0
    const attempt = () => {
      const reach = document.documentElement.scrollHeight - window.innerHeight
      if (reach >= target || performance.now() >= giveUpAt) {
        window.scrollTo({ top: Math.min(target, Math.max(0, reach)), behavior: "instant" })
        setTarget(null)
        return
      }
      frame = window.requestAnimationFrame(attempt)
    }
    frame = window.requestAnimationFrame(attempt)
    return () => window.cancelAnimationFrame(frame)
  }, [target, ready])

  const restoring = target !== null
  const keepNow = useCallback(() => {
    if (restoring) return
    void run(keepPlace(path, { scrollY: window.scrollY, query: latestQuery.current }))
  }, [run, path, restoring])

  // After the restore (it must not be overwritten by the top of a page still loading): kept as the
  // scroll and the search come to rest, and once more as the screen goes.
  useEffect(() => {
    if (restoring) return undefined
    let timer: number | undefined
    const keep = () => {
      timer = undefined
      void run(keepPlace(path, { scrollY: latestScroll.current, query: latestQuery.current }))
    }
    const onScroll = () => {
      latestScroll.current = window.scrollY
      window.clearTimeout(timer)
      timer = window.setTimeout(keep, KEEP_PAUSE_MS)
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (timer !== undefined) {
        window.clearTimeout(timer)
        keep()
      }
    }
  }, [run, path, restoring])

  useEffect(() => {
    if (restoring) return undefined
    const timer = window.setTimeout(() => void run(keepPlace(path, { scrollY: window.scrollY, query })), KEEP_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [run, path, restoring, query])

  return { keepNow }
}
