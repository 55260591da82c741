import { Schema } from "effect"
import { ClientId } from "./brand-schema"
import {
  CONNECTION_TYPES,
  MAX_CLS,
  MAX_VITAL_MS,
  MAX_VITALS_PER_BATCH,
  NAVIGATION_TYPES,
  UNKNOWN_ROUTE,
  VITAL_NAMES,
  VITAL_RATINGS
} from "./vitals"

// The wire of POST /api/vitals (#30) and of what the reference API keeps of it. Nothing in it
// names a player: a route pattern, the brand, the connection's type and the metric.

/** A route pattern of src/routes/paths.ts (`/auth/reward/:categoryId`), or the unknown route. */
export const VitalRoute = Schema.String.pipe(
  Schema.maxLength(100),
  Schema.filter(
    (route) =>
      route === UNKNOWN_ROUTE || /^\/(?:[A-Za-z0-9_-]+|:[A-Za-z]+)?(?:\/(?:[A-Za-z0-9_-]+|:[A-Za-z]+))*$/.test(route)
  )
)

/** A brand id (#32: the server checks it names one of its brands). */
export const VitalBrand = ClientId

const finiteWithin = (max: number) => Schema.Number.pipe(Schema.finite(), Schema.between(0, max))

/** One metric: whole milliseconds, or CLS. */
export const VitalMetric = Schema.Struct({
  name: Schema.Literal(...VITAL_NAMES),
  value: finiteWithin(MAX_VITAL_MS),
  rating: Schema.Literal(...VITAL_RATINGS),
  navigationType: Schema.Literal(...NAVIGATION_TYPES)
}).pipe(Schema.filter((metric) => (metric.name === "CLS" ? metric.value <= MAX_CLS : Number.isInteger(metric.value))))
export type VitalMetric = typeof VitalMetric.Type

/** What a page sends: the visit's facts once, then its metrics. */
export const VitalsBatch = Schema.Struct({
  route: VitalRoute,
  brand: VitalBrand,
  connection: Schema.NullOr(Schema.Literal(...CONNECTION_TYPES)),
  fromServiceWorker: Schema.Boolean,
  metrics: Schema.Array(VitalMetric).pipe(Schema.minItems(1), Schema.maxItems(MAX_VITALS_PER_BATCH))
})
export type VitalsBatch = typeof VitalsBatch.Type

/** One metric as the reference API keeps it (GET /__dev/vitals, read by `npm run vitals`). */
export const KeptVital = Schema.Struct({
  route: VitalRoute,
  brand: VitalBrand,
  connection: Schema.NullOr(Schema.Literal(...CONNECTION_TYPES)),
  fromServiceWorker: Schema.Boolean,
  name: Schema.Literal(...VITAL_NAMES),
  value: Schema.Number,
  rating: Schema.Literal(...VITAL_RATINGS),
  navigationType: Schema.Literal(...NAVIGATION_TYPES),
  receivedAt: Schema.Number
})
export type KeptVital = typeof KeptVital.Type
