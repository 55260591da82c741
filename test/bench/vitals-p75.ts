import { ratingOf, VITAL_NAMES, type VitalName, type VitalRating } from "../../src/domain/vitals"
import type { KeptVital } from "../../src/domain/vitals-schema"

// The pure part of `npm run vitals` (#30): the 75th percentile of each route's metrics, the figure
// Core Web Vitals are judged by (three players in four had it this good or better).

/** The nearest-rank 75th percentile: the smallest value at least 75% of the values do not exceed. */
export const p75 = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN
}

export interface P75Row {
  readonly route: string
  readonly name: VitalName
  readonly count: number
  readonly p75: number
  readonly rating: VitalRating
}

/** One row per route and metric that has values: routes in alphabetical order, metrics as VITAL_NAMES lists them. */
export const p75ByRoute = (vitals: ReadonlyArray<KeptVital>): ReadonlyArray<P75Row> => {
  const values = new Map<string, Map<VitalName, Array<number>>>()
  for (const vital of vitals) {
    const byName = values.get(vital.route) ?? new Map<VitalName, Array<number>>()
    values.set(vital.route, byName)
    byName.set(vital.name, [...(byName.get(vital.name) ?? []), vital.value])
  }
  return [...values.keys()].sort().flatMap((route) =>
    VITAL_NAMES.flatMap((name) => {
      const list = values.get(route)?.get(name) ?? []
      if (list.length === 0) return []
      const value = p75(list)
      return [{ route, name, count: list.length, p75: value, rating: ratingOf(name, value) }]
    })
  )
}

/** A p75 as people read it: CLS to three decimals, times in milliseconds. */
export const formatVital = (name: VitalName, value: number): string =>
  name === "CLS" ? value.toFixed(3) : `${Math.round(value).toLocaleString("en-US")} ms`
