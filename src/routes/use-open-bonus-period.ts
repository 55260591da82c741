import { useEffect, useState, useSyncExternalStore } from "react"
import type { OpenBonusPeriod } from "../domain/bonus-clock"
import type { UserSetting } from "../domain/settings"

/** How often the panel looks at the clock: a window opening or closing shows within half a minute. */
const CLOCK_TICK_MS = 30_000

type OpenPeriodOf = (setting: UserSetting | null, at: number) => OpenBonusPeriod | null

const subscribe = (changed: () => void) => {
  const timer = setInterval(changed, CLOCK_TICK_MS)
  return () => clearInterval(timer)
}
/** The clock to the tick: the same value between ticks, as useSyncExternalStore asks. */
const tick = (): number => Math.floor(Date.now() / CLOCK_TICK_MS) * CLOCK_TICK_MS
/** A prerendered page, and its hydration, read no clock: no period is marked in the HTML. */
const noClock = (): null => null

/**
 * The bonus period open now (1 or 2), or null (#29: the panel marks it with 'ฝากเลย'), looked at
 * again every half minute while the panel is on screen. The rules that read the clock load after
 * the panel has painted (they are not part of a page's first paint); if they cannot load, nothing
 * is marked and the panel still lists both periods.
 */
export const useOpenBonusPeriod = (setting: UserSetting | null): 1 | 2 | null => {
  const [openPeriodOf, setOpenPeriodOf] = useState<OpenPeriodOf | null>(null)
  useEffect(() => {
    let mounted = true
    import("../domain/bonus-clock")
      .then((module) => {
        if (mounted) setOpenPeriodOf(() => module.openBonusPeriod)
      })
      .catch(() => undefined)
    return () => {
      mounted = false
    }
  }, [])
  const now = useSyncExternalStore<number | null>(subscribe, tick, noClock)
  return now === null || openPeriodOf === null ? null : (openPeriodOf(setting, now)?.period ?? null)
}
