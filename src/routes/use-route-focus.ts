import { useEffect, useRef } from "react"
import { useLocation } from "react-router-dom"

// A route change moves the focus to the new page's h1 (#15): a screen reader hears where it is and
// the next Tab starts from the page, not from the link pressed on the last one. The first load
// keeps the browser's focus. The h1 may arrive after its lazy screen: it is waited for a while, but
// only while nothing else has taken the focus. A dialog that opened meanwhile (the check-in popup)
// keeps it, and so does a player who tabbed to the skip link or into the page before the h1 came.
// For the same while, a focused h1 that leaves the page (its screen re-mounted it) or is hidden (a
// part of the screen suspended) hands the focus on to the h1 there now: the browser would drop it
// to the body, and the player would lose their place without having moved.

const WAIT_FOR_HEADING_MS = 10_000

/** The focus is where the route change left it: on the element pressed, or on the body. */
const focusUnclaimed = (origin: Element | null): boolean => {
  const active = document.activeElement
  return active === null || active === document.body || active === origin
}

/** The heading is gone from view: removed, or under a hidden ancestor (where the browser can tell). */
const goneFromView = (heading: HTMLElement): boolean =>
  !heading.isConnected || (typeof heading.checkVisibility === "function" && !heading.checkVisibility())

/** Focuses the shown `main h1` (programmatically focusable, tabIndex -1); null while there is none. */
const focusHeading = (): HTMLElement | null => {
  const heading = Array.from(document.querySelectorAll<HTMLElement>("main h1")).find((h1) => !goneFromView(h1))
  if (heading === undefined) return null
  heading.tabIndex = -1
  heading.focus()
  return heading
}

export const useRouteFocus = (): void => {
  const { pathname } = useLocation()
  // The last path seen, not a "first run" flag: StrictMode's second run of the effect is no move.
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current === pathname) return undefined
    seen.current = pathname
    const origin = document.activeElement
    let focused: HTMLElement | null = null
    /** One look at the page; false once there is nothing more to do for this move. */
    const look = (): boolean => {
      if (focused !== null) {
        if (document.activeElement === focused) return true
        // The focus fell with the heading it was on: follow it to the heading there now.
        if (document.activeElement === document.body && goneFromView(focused)) focused = focusHeading()
        // Anything else: someone moved the focus on purpose, and it stays where they put it.
        else return false
        return true
      }
      if (!focusUnclaimed(origin)) return false
      focused = focusHeading()
      return true
    }
    if (!look()) return undefined
    const observer = new MutationObserver(() => {
      if (!look()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] })
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [pathname])
}
