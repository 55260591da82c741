import { describe, expect, it } from "vitest"
import type { KeptVital } from "../../../src/domain/vitals-schema"
import { formatVital, p75, p75ByRoute } from "../../bench/vitals-p75"

// #30 `npm run vitals`: the 75th percentile of each route's metrics, as field data is judged.

const kept = (route: string, name: KeptVital["name"], value: number): KeptVital => ({
  route,
  brand: "goldbet",
  connection: "4g",
  fromServiceWorker: false,
  name,
  value,
  rating: "good",
  navigationType: "navigate",
  receivedAt: 0
})

describe("p75 of the field data (#30)", () => {
  it("#30 p75 is the nearest-rank 75th percentile", () => {
    expect(p75([1, 2, 3, 4])).toBe(3)
    expect(p75([400, 100, 300, 200, 500])).toBe(400)
    expect(p75([7])).toBe(7)
    expect(p75([])).toBeNaN()
  })

  it("#30 one row per route and metric, rated by web-vitals' thresholds", () => {
    const vitals = [
      ...[1000, 2000, 3000, 4000].map((value) => kept("/login", "LCP", value)),
      kept("/login", "CLS", 0.3),
      kept("/auth/dashboard", "INP", 150)
    ]
    expect(p75ByRoute(vitals)).toEqual([
      { route: "/auth/dashboard", name: "INP", count: 1, p75: 150, rating: "good" },
      { route: "/login", name: "LCP", count: 4, p75: 3000, rating: "needs-improvement" },
      { route: "/login", name: "CLS", count: 1, p75: 0.3, rating: "poor" }
    ])
    expect(formatVital("CLS", 0.3)).toBe("0.300")
    expect(formatVital("LCP", 3000)).toBe("3,000 ms")
  })
})
