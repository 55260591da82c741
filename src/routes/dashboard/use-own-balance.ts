import { useLayoutEffect, useRef, type RefObject } from "react"
import { useReportOwnBalance } from "../own-balance"

/**
 * The page's top that the top bar covers at most (a phone's bar with its balance row): an amount
 * under it counts as out of view. Taller than a wide screen's bar, so the two may both show for a
 * moment there, never neither.
 */
const UNDER_TOP_BAR = "-120px 0px 0px 0px"

/**
 * Put on the card's amount: tells the layout the screen shows the balance (before the first paint,
 * so the bar never paints one the card is about to show) and whether it is in view (#29).
 */
export const useOwnBalance = <T extends Element>(): RefObject<T | null> => {
  const report = useReportOwnBalance()
  const ref = useRef<T>(null)
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
