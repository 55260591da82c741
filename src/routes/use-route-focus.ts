import { useEffect, useRef } from "react"
import { useLocation } from "react-router-dom"

// A route change moves the focus to the new page's h1 (#15): a screen reader hears where it is and
// the next Tab starts from the page, not from the link pressed on the last one. The first load
// keeps the browser's focus. The h1 may arrive after its lazy screen: it is waited for a while, but
// only while nothing else has taken the focus. A dialog that opened meanwhile (the check-in popup)
// keeps it, and so does a player who tabbed to the skip link or into the page before the h1 came.

const WAIT_FOR_HEADING_MS = 10_000

/** The focus is where the route change left it: on the element pressed, or on the body. */
const focusUnclaimed = (origin: Element | null): boolean => {
  const active = document.activeElement
  return active === null || active === document.body || active === origin
}

type Outcome = "focused" | "claimed" | "waiting"

/** Focuses `main h1` (programmatically focusable, tabIndex -1) unless the focus is claimed. */
const focusHeading = (origin: Element | null): Outcome => {
  if (!focusUnclaimed(origin)) return "claimed"
  const heading = document.querySelector<HTMLElement>("main h1")
  if (heading === null) return "waiting"
  heading.tabIndex = -1
  heading.focus()
  return "focused"
}

export const useRouteFocus = (): void => {
  const { pathname } = useLocation()
  // The last path seen, not a "first run" flag: StrictMode's second run of the effect is no move.
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current === pathname) return undefined
    seen.current = pathname
    const origin = document.activeElement
    if (focusHeading(origin) !== "waiting") return undefined
    const observer = new MutationObserver(() => {
      if (focusHeading(origin) !== "waiting") observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [pathname])
}
