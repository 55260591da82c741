// Field data from players' phones (#30): what a page reports of its Core Web Vitals, shared by the
// client that sends it (src/vitals/), the reference API that keeps it (server/vitals/) and
// `npm run vitals`. Plain values, no Schema: the client's after-paint chunk reads them.

export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const
export type VitalName = (typeof VITAL_NAMES)[number]

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const
export type VitalRating = (typeof VITAL_RATINGS)[number]

/** web-vitals' navigation types: how the page the metric belongs to was reached. */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation"
] as const
export type NavigationType = (typeof NAVIGATION_TYPES)[number]

/** navigator.connection.effectiveType's values (Chromium only; Safari and Firefox have none). */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const
export type ConnectionType = (typeof CONNECTION_TYPES)[number]

/** The route of a path the route table does not know: never the path itself (it may hold an id). */
export const UNKNOWN_ROUTE = "*"

/** A page reports each metric once (again after a back-forward restore): 20 is several visits' worth. */
export const MAX_VITALS_PER_BATCH = 20
/** A full batch is under 3 kB; the cap leaves room and refuses anything else early (413). */
export const VITALS_MAX_BODY_BYTES = 16 * 1024
/** Time metrics are whole milliseconds up to 10 minutes; a longer one is a clock fault, not a visit. */
export const MAX_VITAL_MS = 600_000
/** CLS is unitless; beyond 100 no layout moves, so a larger figure is forged. */
export const MAX_CLS = 100

/**
 * The thresholds web-vitals rates by (good up to the first, poor above the second): `npm run
 * vitals` rates each p75 with them, as the field data's reports (CrUX) do.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800]
}

/** A metric's figure as it is sent: milliseconds whole, CLS to four decimals. */
export const roundedVital = (name: VitalName, value: number): number =>
  name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value)

export const ratingOf = (name: VitalName, value: number): VitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[name]
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor"
}
