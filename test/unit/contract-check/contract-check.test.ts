// #32 `npm run contract:check` against the reference API: every read decodes with the app's own
// Schemas (all rows ok, exit 0), and a deliberately broken answer names its row and the path.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, start } from "../server/server-harness"
import { startProxy } from "./answer-proxy"
import { demoArgs, runCheck } from "./run-check"

const CREDIT = "/api/auth/user/getCredit/demo"
const isFailure = (line: string) => line.startsWith("FAIL")

describe("contract:check against the reference API (#32)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })

  it("#32 every read of a player's session is ok, every write is listed as skipped, exit 0", async () => {
    const run = await runCheck(demoArgs(server.url))
    expect(run.code).toBe(0)
    expect(run.err).toEqual([])
    const rows = run.out.filter((line) => /^(ok|FAIL|skip) /.test(line))
    expect(rows.filter(isFailure)).toEqual([])
    expect(rows.filter((line) => line.startsWith("skip")).every((line) => line.includes("write"))).toBe(true)
    expect(rows).toContain("ok    POST  /api/auth/login")
    expect(rows).toContain("ok    POST  /api/auth/user/getCredit/:username")
    expect(rows).toContain("ok    GET   /api/auth/address/mine")
    expect(rows).toContain("skip  POST  /api/auth/game/check-in  a write: sent only with --writes --sandbox <host>")
    const oks = rows.filter((line) => line.startsWith("ok")).length
    expect(oks).toBeGreaterThanOrEqual(40)
    expect(run.out.at(-1)).toBe(`${oks} ok, 0 failed, ${rows.length - oks} skipped (${rows.length - oks} writes)`)
  })

  it("#32 never sends a write without --writes: only GETs and the POST rows that read", async () => {
    const proxy = await startProxy(server.url)
    try {
      await runCheck(demoArgs(proxy.url))
      const sent = proxy.sent.map(({ method, path }) => `${method} ${path}`)
      expect(sent.filter((one) => one.startsWith("PATCH"))).toEqual([])
      for (const write of ["/api/auth/game/check-in", "/api/auth/wheel/reward", "/api/auth/logout", "/cashOut"]) {
        expect(sent.filter((one) => one.startsWith("POST") && one.endsWith(write))).toEqual([])
      }
      // The session's token goes as the app sends it, and the login without one.
      const credit = proxy.sent.find((one) => one.path === CREDIT)
      expect(credit?.headers["authorization"]).toBe(`Bearer ${proxy.tokens[0]}`)
      expect(proxy.sent.find((one) => one.path === "/api/auth/login")?.headers["authorization"]).toBeUndefined()
    } finally {
      await proxy.close()
    }
  })

  it("#32 a number made a string in one answer: that row fails naming data.balance, the rest are ok, exit 1", async () => {
    const proxy = await startProxy(server.url, [
      {
        matches: (method, path) => method === "POST" && path === CREDIT,
        change: () => ({ json: { success: true, message: "", data: { balance: "1520.75", balanceType: "M" } } })
      }
    ])
    try {
      const run = await runCheck(demoArgs(proxy.url))
      expect(run.code).toBe(1)
      expect(run.out.filter(isFailure)).toEqual([
        'FAIL  POST  /api/auth/user/getCredit/:username  data.balance: Expected number, actual "1520.75"'
      ])
      expect(run.out.at(-1)).toMatch(/^\d+ ok, 1 failed, \d+ skipped/)
    } finally {
      await proxy.close()
    }
  })

  it("#32 a list's item broken deep inside: the path names the index (data[0].amount)", async () => {
    const proxy = await startProxy(server.url, [
      {
        matches: (method, path) => method === "GET" && path.startsWith("/api/auth/deposit/"),
        change: () => ({ json: { success: true, message: "", data: [{ amount: null }] } })
      }
    ])
    try {
      const run = await runCheck(demoArgs(proxy.url))
      expect(run.code).toBe(1)
      const failures = run.out.filter(isFailure)
      expect(failures).toHaveLength(1)
      expect(failures[0]).toMatch(/^FAIL {2}GET {3}\/api\/auth\/deposit\/:uuid {2}data\[0\]\.\w+: /)
    } finally {
      await proxy.close()
    }
  })

  it("#32 with --writes and the sandbox named, the safe writes go out, each with its own Idempotency-Key", async () => {
    const proxy = await startProxy(server.url)
    try {
      const host = new URL(proxy.url).host
      const run = await runCheck([...demoArgs(proxy.url), "--writes", "--sandbox", host])
      expect(run.code).toBe(0)
      expect(run.out[1]).toBe(`WRITES ON against the sandbox ${host}: each write carries a fresh Idempotency-Key`)
      for (const row of ["POST  /api/auth/wheel/reward", "PATCH /api/auth/address", "POST  /api/auth/logout"]) {
        expect(run.out).toContain(`ok    ${row}`)
      }
      const writes = proxy.sent.filter((one) => ["/api/auth/wheel/reward", "/api/auth/address"].includes(one.path))
      const keys = writes.map((one) => one.headers["idempotency-key"])
      expect(keys).toHaveLength(2)
      expect(new Set(keys).size).toBe(2)
      expect(keys.every((key) => typeof key === "string" && key.length > 0)).toBe(true)
      // Never the money moves, whatever the flags.
      expect(proxy.sent.some((one) => one.path.startsWith("/api/auth/withdraw/") && one.method === "POST")).toBe(false)
    } finally {
      await proxy.close()
    }
  })
})
