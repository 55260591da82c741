// #32 contract:check never prints the password or the session's token, even when the API echoes
// them in an error message or an answer the decode quotes.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { start } from "../server/server-harness"
import { startProxy, type AnswerProxy } from "./answer-proxy"
import { DEMO, demoArgs, runCheck } from "./run-check"

describe("contract:check keeps the secrets out of its output (#32)", () => {
  let server: RunningServer
  let proxy: AnswerProxy
  beforeAll(async () => {
    server = await start()
    proxy = await startProxy(server.url, [
      // A server error that repeats the password it was sent.
      {
        matches: (method, path) => method === "GET" && path === "/api/setting",
        change: () => ({ status: 500, json: { success: false, message: `bad login ${DEMO.password} for demo` } })
      },
      // An answer whose data is the token itself: the decode quotes it as the value it found.
      {
        matches: (method, path) => method === "GET" && path === "/api/auth/game",
        change: () => ({ json: { success: true, message: "", data: proxy.tokens[0] ?? "" } })
      }
    ])
  })
  afterAll(async () => {
    await proxy.close()
    await server.close()
  })

  it("#32 the password and the token never appear in any line; the failures still say where", async () => {
    const run = await runCheck(demoArgs(proxy.url))
    const token = proxy.tokens[0]
    expect(token).toMatch(/.{16,}/)
    expect(run.code).toBe(1)
    expect(run.all).not.toContain(DEMO.password)
    expect(run.all).not.toContain(token)
    expect(run.out).toContain("FAIL  GET   /api/setting  HTTP 500: ServerError: bad login ‹redacted› for demo")
    expect(run.out.find((line) => line.startsWith("FAIL  GET   /api/auth/game "))).toMatch(
      /data: Expected .*actual "‹redacted›"/
    )
  })

  it("#32 nor when the login is refused or the arguments are wrong", async () => {
    const refused = await runCheck(["--api", proxy.url, "--username", "demo", "--password", "Wr0ng-Secret"])
    expect(refused.code).toBe(1)
    expect(refused.all).not.toContain("Wr0ng-Secret")
    const usage = await runCheck(["--api", "nope", "--username", "demo", "--password", "Wr0ng-Secret"])
    expect(usage.code).toBe(2)
    expect(usage.all).not.toContain("Wr0ng-Secret")
  })
})
