import { useCallback, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router-dom"

// Unsaved changes are not lost by an accidental Back (issue #14). The app's router is a
// BrowserRouter, not a data router, so react-router's useBlocker is not available (moving the app
// to createBrowserRouter would grow every page's first load). This guard does the same for this
// screen: while the form differs from the saved address
// - Back: one extra history entry of this very page is pushed; Back lands on the real entry (the
//   same page, nothing unmounts), the dialog asks, 'อยู่ต่อ' pushes the entry again, leaving goes
//   back once more;
// - a link inside the app (menu, bottom bar): the click is held and the dialog asks;
// - reload or closing the tab: the browser's own beforeunload question.

export interface LeaveGuard {
  readonly asking: boolean
  readonly stay: () => void
  readonly leave: () => void
}

type Pending = { readonly _tag: "Back" } | { readonly _tag: "Link"; readonly to: string }

/** An in-app link's path, when a plain click on it would take the player elsewhere. */
const internalTarget = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self")) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || anchor.hasAttribute("download")) return null
  const to = `${url.pathname}${url.search}${url.hash}`
  return to === `${window.location.pathname}${window.location.search}${window.location.hash}` ? null : to
}

export const useLeaveGuard = (dirty: boolean): LeaveGuard => {
  const navigate = useNavigate()
  const [pending, setPending] = useState<Pending | null>(null)
  /** Whether the extra entry of this page is in the history now. */
  const armed = useRef(false)
  /** A popstate this guard caused itself (consuming the extra entry) is not the player's Back. */
  const ownPops = useRef(0)

  useEffect(() => {
    if (!dirty) {
      // Saved: the extra entry goes (no listener is left to hear its popstate; the router sees
      // the same page again).
      if (armed.current) {
        armed.current = false
        window.history.back()
      }
      return
    }
    if (!armed.current) {
      armed.current = true
      window.history.pushState(window.history.state, "", window.location.href)
    }
    const onPop = () => {
      if (ownPops.current > 0) {
        ownPops.current -= 1
        return
      }
      if (!armed.current) return
      armed.current = false
      setPending({ _tag: "Back" })
    }
    const onClick = (event: MouseEvent) => {
      const to = internalTarget(event)
      if (to === null) return
      event.preventDefault()
      event.stopPropagation()
      setPending({ _tag: "Link", to })
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ""
    }
    window.addEventListener("popstate", onPop)
    document.addEventListener("click", onClick, true)
    window.addEventListener("beforeunload", onBeforeUnload)
    return () => {
      window.removeEventListener("popstate", onPop)
      document.removeEventListener("click", onClick, true)
      window.removeEventListener("beforeunload", onBeforeUnload)
    }
  }, [dirty])

  const stay = useCallback(() => {
    if (pending?._tag === "Back" && !armed.current) {
      armed.current = true
      window.history.pushState(window.history.state, "", window.location.href)
    }
    setPending(null)
  }, [pending])

  const leave = useCallback(() => {
    setPending(null)
    if (pending === null) return
    if (pending._tag === "Back") {
      // The player's Back, taken now: the guard lets this one through.
      ownPops.current += 1
      window.history.back()
      return
    }
    // The extra entry is this page's own: the link's page takes its place.
    const replace = armed.current
    armed.current = false
    navigate(pending.to, { replace })
  }, [pending, navigate])

  return { asking: pending !== null, stay, leave }
}
