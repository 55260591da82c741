// #9 the Host header is never reflected into a header unless it is an allowed host: ALLOWED_HOSTS,
// the server's own bound address, or localhost/127.0.0.1 at its port; else the server's own.
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { hostPolicy, parseAllowedHosts } from "../../../server/http/host-policy"
import { start } from "./server-harness"

/** The connect-src of a page fetched with this Host header (fetch cannot set Host). */
const connectSrcFor = (server: RunningServer, path: string, host: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const req = request({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
      res.resume()
      const csp = String(res.headers["content-security-policy"])
      resolve(/connect-src ([^;]*)/.exec(csp)?.[1] ?? "")
    })
    req.on("error", reject)
    req.end()
  })

describe("the Host header (#9)", () => {
  let server: RunningServer
  let own: string
  let port: string
  beforeAll(async () => {
    server = await start(undefined, { allowedHosts: parseAllowedHosts(" Member.Example.com ,member.test:8080") })
    own = new URL(server.url).host
    port = new URL(server.url).port
  })
  afterAll(() => server.close())

  it("#9 a configured host, with or without a port as configured, is named in connect-src", async () => {
    expect(await connectSrcFor(server, "/", "member.example.com")).toBe("'self' ws://member.example.com")
    expect(await connectSrcFor(server, "/", "MEMBER.TEST:8080")).toBe("'self' ws://member.test:8080")
  })

  it("#9 the server's own address and localhost or 127.0.0.1 at its port are allowed by default", async () => {
    expect(await connectSrcFor(server, "/", own)).toBe(`'self' ws://${own}`)
    expect(await connectSrcFor(server, "/", `localhost:${port}`)).toBe(`'self' ws://localhost:${port}`)
    expect(await connectSrcFor(server, "/", `127.0.0.1:${port}`)).toBe(`'self' ws://127.0.0.1:${port}`)
  })

  it("#9 any other Host is never reflected: the page names the server's own address", async () => {
    for (const host of [
      "evil.example",
      "member.example.com:8443",
      "member.test",
      `localhost:${Number(port) + 1}`,
      "localhost",
      "evil.example; script-src *",
      "member.example.com.evil.example"
    ]) {
      for (const path of ["/", "/stand-in/live-score.html"])
        expect(await connectSrcFor(server, path, host), `${host} ${path}`).toBe(`'self' ws://${own}`)
    }
  })

  it("#9 ALLOWED_HOSTS is comma-separated host[:port]; anything else is refused at start", () => {
    expect(parseAllowedHosts(undefined)).toEqual([])
    expect(parseAllowedHosts("a.example, B.example:8080,,[::1]:80")).toEqual([
      "a.example",
      "b.example:8080",
      "[::1]:80"
    ])
    expect(() => parseAllowedHosts("https://a.example")).toThrow(/ALLOWED_HOSTS/)
    expect(() => parseAllowedHosts("a.example/x")).toThrow(/ALLOWED_HOSTS/)
    expect(hostPolicy(["a.example:8080"], "127.0.0.1:4173", 4173).hostnames).toEqual(["a.example"])
  })
})
