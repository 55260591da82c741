import { useMemo, useState } from "react"
import { bangkokDayKey } from "../../domain/bangkok-date"
import { lastDays, lastMonth, monthSoFar, rangeInstants, rangeProblem, type DayRange } from "../../domain/day-range"
import { selectBonusRange, selectDownlineBonus } from "../../events/affiliate/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { BonusSection, type BonusView } from "../../ui/affiliate/bonus-section"
import type { RangePreset } from "../../ui/affiliate/date-range-picker"
import { affiliateTexts } from "../../ui/affiliate/texts"
import { remoteView } from "../remote-view"

const t = affiliateTexts.bonus

const loadBonus =
  (range: DayRange): PickCommand<void> =>
  (commands) =>
    commands.loadAffiliateBonus(range, rangeInstants(range))

const presetsAt = (now: number): ReadonlyArray<RangePreset> => [
  { label: t.thisMonth, range: monthSoFar(now) },
  { label: t.lastMonth, range: lastMonth(now) },
  { label: t.last7, range: lastDays(now, 7) },
  { label: t.last30, range: lastDays(now, 30) }
]

/**
 * The bonus of a picked range, this month so far at first. A new range asks again and interrupts
 * the question before (useScreenCommand), and the slice shows only the last range's answer.
 */
export const BonusBlock = () => {
  const run = useCommand()
  // The day the screen opened on, read once: the presets and the latest day offered follow it.
  const [now] = useState(() => Date.now())
  const today = bangkokDayKey(now)
  const presets = useMemo(() => presetsAt(now), [now])
  const [range, setRange] = useState(() => monthSoFar(now))
  const problem = rangeProblem(range, today)
  useScreenCommand(useMemo(() => (problem === null ? loadBonus(range) : null), [range, problem]))
  const bonus = useAppSelector(selectDownlineBonus)
  const asked = useAppSelector(selectBonusRange)
  const current = asked !== null && asked.from === range.from && asked.to === range.to
  // An answer about another range (the one before) says nothing about this one yet.
  const view: BonusView = current ? remoteView(bonus, (data) => ({ _tag: "Loaded", bonus: data })) : { _tag: "Loading" }
  return (
    <BonusSection
      range={range}
      today={today}
      presets={presets}
      problem={problem}
      view={view}
      onRange={setRange}
      onRetry={() => void run(loadBonus(range))}
    />
  )
}
