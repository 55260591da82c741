import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals"
import { CONNECTION_TYPES, type ConnectionType } from "../domain/vitals"
import { paths } from "../routes/paths"
import { routePatternOf, routePatternsOf, type PathRegistry } from "./route-pattern"
import { brandIdOf } from "./vitals-brand"
import { vitalsQueue } from "./vitals-queue"

// Field data from players' phones (#30): the Core Web Vitals of this page load, measured by
// web-vitals in the player's browser (LINE's in-app browser included) and sent by sendBeacon,
// which survives the page going away. Loaded after the first paint by src/start-runtime.ts, so
// no page's first JavaScript grows; web-vitals reads the buffered entries of what came before.

/** The page load's navigation entry: its URL is the landing page even after the router moved on. */
const navigationEntry = (): PerformanceNavigationTiming | null => {
  if (typeof PerformanceNavigationTiming === "undefined") return null
  const entry = performance.getEntriesByType("navigation")[0]
  return entry instanceof PerformanceNavigationTiming ? entry : null
}

/**
 * Every metric is the landing route's: LCP, FCP and TTFB belong to the page load, and web-vitals
 * measures CLS and INP per page load too, not per route the player then opens in the app.
 */
const landingPath = (entry: PerformanceNavigationTiming | null): string => {
  try {
    return entry === null ? window.location.pathname : new URL(entry.name).pathname
  } catch {
    return window.location.pathname
  }
}

/** Whether the service worker (#15) answered the page: it ran before the fetch. */
const servedByWorker = (entry: PerformanceNavigationTiming | null): boolean =>
  entry === null ? "serviceWorker" in navigator && navigator.serviceWorker.controller !== null : entry.workerStart > 0

const isConnectionType = (value: unknown): value is ConnectionType => CONNECTION_TYPES.some((type) => type === value)

/** navigator.connection.effectiveType where the browser has it (Chromium, LINE on Android). */
const connectionType = (): ConnectionType | null => {
  const connection: unknown = Reflect.get(navigator, "connection")
  if (typeof connection !== "object" || connection === null) return null
  const type: unknown = Reflect.get(connection, "effectiveType")
  return isConnectionType(type) ? type : null
}

/**
 * Starts reporting to `url`, naming routes by `registry`'s patterns (src/routes/paths.ts). Same origin in the reference setup; a
 * cross-origin endpoint gets a CORS preflight (application/json is not a safelisted type) and
 * credentials mode "include": README, "Configuration", says what it must answer.
 */
export const reportFieldVitals = (url: string, registry: PathRegistry = paths): void => {
  if (typeof navigator.sendBeacon !== "function") return
  const entry = navigationEntry()
  const queue = vitalsQueue(
    {
      route: routePatternOf(landingPath(entry), routePatternsOf(registry)),
      brand: brandIdOf(document.documentElement),
      connection: connectionType(),
      fromServiceWorker: servedByWorker(entry)
    },
    (body) => void navigator.sendBeacon(url, new Blob([body], { type: "application/json" }))
  )
  const report = ({ id, name, value, rating, navigationType }: Metric): void =>
    queue.add({ id, name, value, rating, navigationType })
  onLCP(report)
  onINP(report)
  onCLS(report)
  onFCP(report)
  onTTFB(report)
  // On the document, not the window: web-vitals reports on the window's capturing listener, which
  // runs first, so the final CLS, INP and LCP are in the queue when it is sent.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") queue.flush()
  })
  // A page going away in an engine that fires no visibilitychange then (older Safari).
  addEventListener("pagehide", queue.flush)
}
