// #30 POST /api/vitals: the pages' Core Web Vitals, validated, size-capped, rate-limited per
// address, kept in a ring of the last 10,000 (GET /__dev/vitals), answered 204.
import { describe, expect, it } from "vitest"
import { MAX_VITALS_PER_BATCH } from "../../../src/domain/vitals"
import { VitalsRing } from "../../../server/vitals/vitals-ring"
import { VITALS_BATCHES_PER_MINUTE } from "../../../server/vitals/vitals-limit"
import { callFrom } from "./call-from"
import { call, serverOnClock } from "./server-harness"

const T0 = Date.UTC(2026, 10, 27, 3, 0, 0)

const batch = (overrides: Record<string, unknown> = {}) => ({
  route: "/auth/reward/:categoryId",
  brand: "goldbet",
  connection: "4g",
  fromServiceWorker: false,
  metrics: [
    { name: "LCP", value: 2100, rating: "good", navigationType: "navigate" },
    { name: "CLS", value: 0.0123, rating: "good", navigationType: "navigate" }
  ],
  ...overrides
})

describe("POST /api/vitals (#30)", () => {
  const { clock, server } = serverOnClock(T0)
  const kept = async (): Promise<unknown> => (await call(server(), "GET", "/__dev/vitals")).json

  it("#30 a batch is answered 204 and each metric is kept with the visit's facts", async () => {
    expect((await call(server(), "POST", "/api/vitals", { body: batch() })).status).toBe(204)
    const facts = { route: "/auth/reward/:categoryId", brand: "goldbet", connection: "4g", fromServiceWorker: false }
    expect(await kept()).toEqual([
      { ...facts, name: "LCP", value: 2100, rating: "good", navigationType: "navigate", receivedAt: T0 },
      { ...facts, name: "CLS", value: 0.0123, rating: "good", navigationType: "navigate", receivedAt: T0 }
    ])
  })

  it("#30 a batch with an unknown field, metric, brand or route, or an impossible value is a 400 and keeps nothing", async () => {
    const metric = { name: "LCP", value: 1000, rating: "good", navigationType: "navigate" }
    const refused = [
      batch({ username: "demo" }),
      batch({ metrics: [{ ...metric, token: "abc" }] }),
      batch({ metrics: [{ ...metric, name: "FID" }] }),
      batch({ metrics: [{ ...metric, value: -1 }] }),
      batch({ metrics: [{ ...metric, value: 1e9 }] }),
      batch({ metrics: [{ ...metric, value: 12.5 }] }),
      batch({ metrics: [] }),
      batch({ metrics: Array.from({ length: MAX_VITALS_PER_BATCH + 1 }, () => metric) }),
      batch({ brand: "evilbet" }),
      batch({ route: "/auth/reward/7?user=demo" }),
      batch({ route: "https://member.test/auth/reward/7" }),
      batch({ connection: "5g" })
    ]
    for (const body of refused) expect((await call(server(), "POST", "/api/vitals", { body })).status).toBe(400)
    expect(await kept()).toEqual([])
  })

  it("#30 a body over 16 kB is a 413, another type a 415, another method a 405", async () => {
    const big = JSON.stringify(batch({ padding: "x".repeat(17 * 1024) }))
    const res = await fetch(`${server().url}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big
    })
    expect(res.status).toBe(413)
    const plain = await call(server(), "POST", "/api/vitals", {
      body: batch(),
      headers: { "content-type": "text/plain" }
    })
    expect(plain.status).toBe(415)
    expect((await call(server(), "GET", "/api/vitals")).status).toBe(405)
  })

  it("#30 an address sends 60 batches a minute, then a 429 with Retry-After; another address is not held", async () => {
    for (let sent = 0; sent < VITALS_BATCHES_PER_MINUTE; sent += 1)
      expect((await callFrom(server(), "127.0.0.2", "POST", "/api/vitals", { body: batch() })).status).toBe(204)
    const held = await callFrom(server(), "127.0.0.2", "POST", "/api/vitals", { body: batch() })
    expect(held.status).toBe(429)
    expect(held.headers["retry-after"]).toBe("60")
    expect((await callFrom(server(), "127.0.0.3", "POST", "/api/vitals", { body: batch() })).status).toBe(204)
    clock.now = T0 + 60_001
    expect((await callFrom(server(), "127.0.0.2", "POST", "/api/vitals", { body: batch() })).status).toBe(204)
  })

  it("#30 the beacons are taken during maintenance (telemetry, not a write) and without a token", async () => {
    await call(server(), "POST", "/__dev/operational", { body: { websiteStatus: "MA" } })
    expect((await call(server(), "POST", "/api/vitals", { body: batch() })).status).toBe(204)
  })

  it("#30 /__dev/reset empties the kept metrics", async () => {
    await call(server(), "POST", "/api/vitals", { body: batch() })
    await call(server(), "POST", "/__dev/reset")
    expect(await kept()).toEqual([])
  })
})

describe("the ring of kept vitals (#30)", () => {
  const vital = (value: number) => ({
    route: "/",
    brand: "goldbet",
    connection: null,
    fromServiceWorker: true,
    name: "FCP" as const,
    value,
    rating: "good" as const,
    navigationType: "navigate" as const,
    receivedAt: 0
  })

  it("#30 it keeps the last 10,000 metrics, oldest first, and drops the oldest beyond", () => {
    const ring = new VitalsRing()
    expect(ring.capacity).toBe(10_000)
    for (let value = 0; value < 10_005; value += 1) ring.add(vital(value))
    const values = ring.entries().map((kept) => kept.value)
    expect(values).toHaveLength(10_000)
    expect(values[0]).toBe(5)
    expect(values.at(-1)).toBe(10_004)
  })
})
