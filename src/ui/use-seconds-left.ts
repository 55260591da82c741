import { useEffect, useState } from "react"
import { secondsLeft } from "../domain/login-throttle"

/** Whole seconds until `until` (epoch ms), ticking once a second while there are any; 0 for null. */
export const useSecondsLeft = (until: number | null): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current >= until) clearInterval(timer)
    }
    // At once too: the clock read at mount may be long past when a lock arrives.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [until])
  return secondsLeft(until, now)
}
