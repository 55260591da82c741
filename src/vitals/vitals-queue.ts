import {
  MAX_VITALS_PER_BATCH,
  roundedVital,
  type NavigationType,
  type VitalName,
  type VitalRating
} from "../domain/vitals"
import type { VitalsBatch } from "../domain/vitals-schema"

// The page's metrics waiting to be sent (#30). web-vitals reports LCP, CLS and INP when the page is
// hidden, so they are sent together then, in as few beacons as the batch size allows; a metric
// reported again (its value grew) replaces its earlier report while that waits.

/** The visit's facts every batch carries: nothing that names the player. */
export interface VisitFacts {
  readonly route: string
  readonly brand: string
  readonly connection: VitalsBatch["connection"]
  readonly fromServiceWorker: boolean
}

/** What the queue takes of a web-vitals metric. */
export interface ReportedVital {
  readonly id: string
  readonly name: VitalName
  readonly value: number
  readonly rating: VitalRating
  readonly navigationType: NavigationType
}

export interface VitalsQueue {
  readonly add: (metric: ReportedVital) => void
  /** Sends what waits, in batches of MAX_VITALS_PER_BATCH, and forgets it (a refused beacon is lost: telemetry). */
  readonly flush: () => void
}

/** The JSON a batch is sent as: the visit's facts and each metric's name, rounded value, rating and navigation. */
export const batchBody = (facts: VisitFacts, metrics: ReadonlyArray<ReportedVital>): string => {
  const batch: typeof VitalsBatch.Encoded = {
    route: facts.route,
    brand: facts.brand,
    connection: facts.connection,
    fromServiceWorker: facts.fromServiceWorker,
    metrics: metrics.map(({ name, value, rating, navigationType }) => ({
      name,
      value: roundedVital(name, value),
      rating,
      navigationType
    }))
  }
  return JSON.stringify(batch)
}

export const vitalsQueue = (facts: VisitFacts, send: (body: string) => void): VitalsQueue => {
  const waiting = new Map<string, ReportedVital>()
  const flush = (): void => {
    const metrics = [...waiting.values()]
    waiting.clear()
    for (let start = 0; start < metrics.length; start += MAX_VITALS_PER_BATCH)
      send(batchBody(facts, metrics.slice(start, start + MAX_VITALS_PER_BATCH)))
  }
  return {
    add: (metric) => {
      waiting.set(metric.id, metric)
      if (waiting.size >= MAX_VITALS_PER_BATCH) flush()
    },
    flush
  }
}
