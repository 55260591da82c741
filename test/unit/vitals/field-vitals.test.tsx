// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Metric } from "web-vitals"

// #30 the sender of field data: what one page load of a logged-in player's phone beacons.

type Report = (metric: Metric) => void
const reporters: Array<Report> = []
vi.mock("web-vitals", () => {
  const register = (report: Report): void => void reporters.push(report)
  return { onLCP: register, onINP: register, onCLS: register, onFCP: register, onTTFB: register }
})

const { reportFieldVitals } = await import("../../../src/vitals/field-vitals")
const { paths } = await import("../../../src/routes/paths")

const TOKEN = "tok-3f2a9c0e-5d1b-4a77-9e21-c0ffee123456"
const USER = JSON.stringify({ username: "somchai88", name: "สมชาย ใจดี", phone: "0812345678", id: 4242 })

const metric = (name: Metric["name"], value: number, id: string): Metric => ({
  name,
  value,
  rating: "good",
  delta: value,
  id,
  entries: [],
  navigationType: "navigate",
  navigationId: 1
})

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "")
    reader.readAsText(blob)
  })

const hide = (): void => {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
  document.dispatchEvent(new Event("visibilitychange"))
}

describe("field vitals (#30)", () => {
  const sent: Array<{ readonly url: string; readonly body: Promise<string>; readonly type: string }> = []

  beforeEach(() => {
    reporters.length = 0
    sent.length = 0
    localStorage.setItem("token", TOKEN)
    localStorage.setItem("user", USER)
    window.history.replaceState(null, "", "/auth/reward/7?from=somchai88#top")
    // The brand the server wrote on <html> with the page (#32).
    document.documentElement.dataset["brand"] = "siamwin"
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    vi.stubGlobal("navigator", {
      ...navigator,
      userAgent: navigator.userAgent,
      connection: { effectiveType: "3g", downlink: 1.2 },
      sendBeacon: (url: string, data: Blob) => {
        sent.push({ url, body: textOf(data), type: data.type })
        return true
      }
    })
  })
  afterEach(() => {
    localStorage.clear()
    delete document.documentElement.dataset["brand"]
    vi.unstubAllGlobals()
  })

  it("#30 a page's metrics are beaconed as one JSON batch when it is hidden, under the route's pattern and the page's brand (#32)", async () => {
    reportFieldVitals("/api/vitals", paths)
    for (const report of reporters) report(metric("LCP", 2345.678, "v5-lcp"))
    reporters[2]?.(metric("CLS", 0.123456, "v5-cls"))
    expect(sent).toEqual([])
    hide()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe("/api/vitals")
    expect(sent[0]?.type).toBe("application/json")
    expect(JSON.parse(await (sent[0]?.body ?? Promise.resolve("null")))).toEqual({
      route: "/auth/reward/:categoryId",
      brand: "siamwin",
      connection: "3g",
      fromServiceWorker: false,
      metrics: [
        { name: "LCP", value: 2346, rating: "good", navigationType: "navigate" },
        { name: "CLS", value: 0.1235, rating: "good", navigationType: "navigate" }
      ]
    })
  })

  it("#30 nothing of the logged-in player's session, name, path or query is in the payload", async () => {
    reportFieldVitals("/api/vitals", paths)
    for (const [index, report] of reporters.entries()) report(metric("FCP", 900 + index, `id-${index}`))
    window.dispatchEvent(new Event("pagehide"))
    const bodies = await Promise.all(sent.map((beacon) => beacon.body))
    expect(bodies).toHaveLength(1)
    for (const body of bodies)
      for (const personal of [
        TOKEN,
        "somchai88",
        "สมชาย",
        "0812345678",
        "4242",
        "/auth/reward/7",
        "from=",
        navigator.userAgent
      ])
        expect(body).not.toContain(personal)
  })

  it("#30 a hidden page with nothing new sends nothing", () => {
    reportFieldVitals("/api/vitals", paths)
    hide()
    expect(sent).toEqual([])
  })
})
