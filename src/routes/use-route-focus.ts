import { useEffect, useRef } from "react"
import { useLocation } from "react-router-dom"

// A route change moves the focus to the new page's h1 (#15): a screen reader hears where it is and
// the next Tab starts from the page, not from the link pressed on the last one. The first load
// keeps the browser's focus. The h1 may arrive after its lazy screen: it is waited for a while.

const WAIT_FOR_HEADING_MS = 10_000

/** Focuses `main h1` (programmatically focusable, tabIndex -1); false while there is none. */
const focusHeading = (): boolean => {
  // A dialog that opened meanwhile (the check-in popup) keeps its focus.
  const active = document.activeElement
  if (active !== null && active.closest('[aria-modal="true"]') !== null) return true
  const heading = document.querySelector<HTMLElement>("main h1")
  if (heading === null) return false
  heading.tabIndex = -1
  heading.focus()
  return true
}

export const useRouteFocus = (): void => {
  const { pathname } = useLocation()
  // The last path seen, not a "first run" flag: StrictMode's second run of the effect is no move.
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current === pathname) return undefined
    seen.current = pathname
    if (focusHeading()) return undefined
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [pathname])
}
