import { createContext, useContext, useLayoutEffect, useRef, type RefObject } from "react"

// A screen that shows the balance itself (the dashboard's card, with its own refresh and 'ฝากเงิน')
// says so, and the top bar's balance steps aside while that one is in view: one amount on screen,
// never two, and never none (#29).

/** Whether the screen shows its own balance, and whether that is in view. */
export type OwnBalance = "none" | "in-view" | "out-of-view"

const OwnBalanceContext = createContext<(own: OwnBalance) => void>(() => undefined)

/** The player layout listens here. */
export const OwnBalanceProvider = OwnBalanceContext.Provider

/**
 * The page's top that the top bar covers at most (a phone's bar with its balance row): an amount
 * under it counts as out of view. Taller than a wide screen's bar, so the two may both show for a
 * moment there, never neither.
 */
const UNDER_TOP_BAR = "-120px 0px 0px 0px"

/** Put on the screen's own amount: reports it shown (before the first paint) and whether it is in view. */
export const useOwnBalance = <T extends Element>(): RefObject<T | null> => {
  const report = useContext(OwnBalanceContext)
  const ref = useRef<T>(null)
  // A layout effect: the bar never paints an amount the screen's own is about to show.
  useLayoutEffect(() => {
    report("in-view")
    const element = ref.current
    if (element === null || typeof IntersectionObserver === "undefined") return () => report("none")
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last !== undefined) report(last.isIntersecting ? "in-view" : "out-of-view")
      },
      { rootMargin: UNDER_TOP_BAR }
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      report("none")
    }
  }, [report])
  return ref
}
