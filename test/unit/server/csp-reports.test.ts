// #9 the pages' CSP reports its violations to POST /csp-report (report-uri and report-to), which
// keeps the last 50 (GET /__dev/csp-reports) and logs them, at most 20 a minute.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { CspReportLog, MAX_LOGS_PER_MINUTE, MAX_REPORTS } from "../../../server/csp/csp-report-log"
import { call, start } from "./server-harness"

const legacy = (blocked: string) => ({
  "csp-report": {
    "document-uri": "http://member.test/login",
    "violated-directive": "style-src-elem",
    "effective-directive": "style-src-elem",
    "blocked-uri": blocked,
    "source-file": "http://member.test/assets/x.js",
    "line-number": 3,
    disposition: "enforce",
    "original-policy": "default-src 'self'"
  }
})

const post = (server: RunningServer, type: string, body: string) =>
  fetch(`${server.url}/csp-report`, { method: "POST", headers: { "content-type": type }, body })

describe("CSP reports (#9)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const reports = async (): Promise<unknown> => (await call(server, "GET", "/__dev/csp-reports")).json

  it("#9 pages send their violations to /csp-report by report-uri and report-to", async () => {
    const page = await fetch(server.url + "/")
    const csp = page.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("report-uri /csp-report")
    expect(csp).toContain("report-to csp")
    expect(page.headers.get("reporting-endpoints")).toBe('csp="/csp-report"')
  })

  it("#9 an application/csp-report body is kept and answered 204", async () => {
    const res = await post(server, "application/csp-report", JSON.stringify(legacy("inline")))
    expect(res.status).toBe(204)
    expect(await reports()).toEqual([
      {
        documentUrl: "http://member.test/login",
        directive: "style-src-elem",
        blockedUrl: "inline",
        sourceFile: "http://member.test/assets/x.js",
        lineNumber: 3,
        sample: "",
        disposition: "enforce",
        receivedAt: expect.any(Number)
      }
    ])
  })

  it("#9 an application/reports+json batch keeps its csp-violation reports only", async () => {
    const batch = [
      {
        type: "csp-violation",
        age: 10,
        url: "http://member.test/",
        user_agent: "x",
        body: {
          documentURL: "http://member.test/",
          effectiveDirective: "img-src",
          blockedURL: "http://evil.example/a.png"
        }
      },
      { type: "deprecation", url: "http://member.test/", body: { id: "x", message: "y" } }
    ]
    expect((await post(server, "application/reports+json", JSON.stringify(batch))).status).toBe(204)
    expect(await reports()).toMatchObject([
      { directive: "img-src", blockedUrl: "http://evil.example/a.png", lineNumber: null }
    ])
  })

  it("#9 anything else is refused: another type 415, a malformed report 400, over 32 KB 413, GET 405", async () => {
    expect((await post(server, "application/json", JSON.stringify(legacy("inline")))).status).toBe(415)
    expect((await post(server, "application/csp-report", "{not json")).status).toBe(400)
    expect((await post(server, "application/csp-report", JSON.stringify({ report: 1 }))).status).toBe(400)
    expect((await post(server, "application/reports+json", JSON.stringify(legacy("x")))).status).toBe(400)
    const huge = JSON.stringify(legacy("x".repeat(40 * 1024)))
    expect((await post(server, "application/csp-report", huge)).status).toBe(413)
    expect((await fetch(`${server.url}/csp-report`)).status).toBe(405)
    expect(await reports()).toEqual([])
  })

  it("#9 texts are cut to 500 characters; /__dev/reset forgets the reports", async () => {
    await post(server, "application/csp-report", JSON.stringify(legacy("y".repeat(20_000))))
    expect(await reports()).toMatchObject([{ blockedUrl: "y".repeat(500) }])
    await call(server, "POST", "/__dev/reset")
    expect(await reports()).toEqual([])
  })
})

describe("the CSP report log (#9)", () => {
  const violation = (n: number) => ({
    documentUrl: "http://member.test/",
    directive: "style-src-elem",
    blockedUrl: `inline ${n}`,
    sourceFile: "",
    lineNumber: null,
    sample: "",
    disposition: "enforce"
  })

  it("#9 keeps the last 50 reports", () => {
    const log = new CspReportLog(
      () => 0,
      () => undefined
    )
    for (let n = 0; n < MAX_REPORTS + 5; n += 1) log.add(violation(n))
    expect(log.entries()).toHaveLength(MAX_REPORTS)
    expect(log.entries()[0]?.blockedUrl).toBe("inline 5")
  })

  it("#9 logs at most 20 reports a minute, then says how many it left out", () => {
    let now = 0
    const lines: Array<string> = []
    const log = new CspReportLog(
      () => now,
      (line) => lines.push(line)
    )
    for (let n = 0; n < 30; n += 1) log.add(violation(n))
    expect(lines).toHaveLength(MAX_LOGS_PER_MINUTE)
    now = 60_000
    log.add(violation(99))
    expect(lines.slice(MAX_LOGS_PER_MINUTE)).toEqual([
      "[csp] 10 more reports were not logged in the last minute",
      expect.stringContaining('"blockedUrl":"inline 99"')
    ])
  })

  it("#9 a report's text cannot forge a log line", () => {
    const lines: Array<string> = []
    const log = new CspReportLog(
      () => 0,
      (line) => lines.push(line)
    )
    log.add({ ...violation(1), blockedUrl: "x\n[server] forged" })
    expect(lines[0]).not.toContain("\n")
  })
})
