// #31 the client address behind proxies: X-Forwarded-For is read only when TRUST_PROXY names how
// many proxies append to it, and then only the entry the outermost trusted proxy wrote.
import { IncomingMessage } from "node:http"
import { Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { clientAddressBehind, parseTrustProxy } from "../../../server/http/client-address"
import { call, start } from "./server-harness"

/** A request as the server gets it from `peer` (a socket whose remote address is set), with the header. */
const requestFrom = (peer: string, forwardedFor?: string): IncomingMessage => {
  const socket = new Socket()
  Object.defineProperty(socket, "remoteAddress", { value: peer })
  const req = new IncomingMessage(socket)
  if (forwardedFor !== undefined) req.headers["x-forwarded-for"] = forwardedFor
  return req
}

describe("the client address (#31)", () => {
  it("#31 without TRUST_PROXY the peer is the client, whatever X-Forwarded-For says", () => {
    expect(clientAddressBehind(0)(requestFrom("10.0.0.1", "1.2.3.4"))).toBe("10.0.0.1")
  })

  it("#31 behind n trusted proxies the client is the n-th entry from the right; the client's own entries are never read", () => {
    const req = requestFrom("10.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2")
    expect(clientAddressBehind(1)(req)).toBe("10.0.0.2")
    expect(clientAddressBehind(2)(req)).toBe("203.0.113.7")
    expect(clientAddressBehind(2)(requestFrom("10.0.0.1", "203.0.113.7")), "too few entries: the peer").toBe("10.0.0.1")
  })

  it("#31 TRUST_PROXY is a count of proxies; anything else stops the start", () => {
    expect(parseTrustProxy(undefined)).toBe(0)
    expect(parseTrustProxy("2")).toBe(2)
    for (const bad of ["-1", "yes", "1.5"]) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/)
  })
})

describe("the limits behind a trusted proxy (#31)", { timeout: 30_000 }, () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(undefined, { trustedProxies: 1 })
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("#31 two clients behind one proxy are counted apart: one's five wrong passwords do not shut the other out", async () => {
    const loginAs = (client: string, password: string) =>
      call(server, "POST", "/api/auth/login", {
        body: { username: "demo", password },
        key: null,
        headers: { "x-forwarded-for": client }
      })
    for (let n = 0; n < 5; n += 1) expect((await loginAs("198.51.100.1", "wrong")).status).toBe(401)
    expect((await loginAs("198.51.100.1", "demo1234")).status).toBe(429)
    expect((await loginAs("198.51.100.2", "demo1234")).status).toBe(200)
  })
})
