// #31 the test-only control calls (/__dev/*) are closed by default: they answer only on a server
// started with DEV_CONTROLS=1 (npm run dev, the tests), only to a loopback Host, and a POST only
// with Content-Type application/json, so no web page can credit, reset or script faults by a
// text/plain POST (no CORS preflight) or through a rebound host name.
import { readFileSync } from "node:fs"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { devControlsEnabled } from "../../../server/dev/dev-gate"
import { start } from "./server-harness"

interface Raw {
  readonly status: number
  readonly contentType: string
  readonly body: string
}

/** A raw request, so the Host header is sent exactly as written (fetch sets its own). */
const raw = (
  server: RunningServer,
  options: { method: string; path: string; host?: string; contentType?: string; body?: string }
): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const headers: Record<string, string> = {}
    if (options.host !== undefined) headers["host"] = options.host
    if (options.contentType !== undefined) headers["content-type"] = options.contentType
    if (options.body !== undefined) headers["content-length"] = String(Buffer.byteLength(options.body))
    const req = request(
      { host: url.hostname, port: url.port, path: options.path, method: options.method, headers, timeout: 5_000 },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"] ?? "",
            body: Buffer.concat(chunks).toString("utf8")
          })
        )
      }
    )
    req.on("timeout", () => req.destroy(new Error("no answer within 5 s")))
    req.on("error", reject)
    req.end(options.body)
  })

const CREDIT = JSON.stringify({ username: "newbie", balance: 999_999 })
const creditRows = (server: RunningServer): number =>
  server.state.ledger.rowsOf("newbie").filter((row) => row.kind === "dev-credit").length

describe("#31 dev controls without DEV_CONTROLS", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(undefined, { devControls: false })
  })
  afterAll(() => server.close())

  it("#31 without DEV_CONTROLS a /__dev call is the plain 404 of any missing file and changes nothing", async () => {
    const missing = await raw(server, { method: "GET", path: "/content/no-such-file.svg" })
    expect(missing.status).toBe(404)
    const asked = [
      { method: "POST", path: "/__dev/credit", contentType: "text/plain", body: CREDIT },
      { method: "POST", path: "/__dev/credit", contentType: "application/json", body: CREDIT },
      { method: "POST", path: "/__dev/reset", contentType: "application/json" },
      { method: "GET", path: "/__dev/ledger?username=newbie" },
      { method: "GET", path: "/__dev/no-such-control" }
    ]
    for (const options of asked) {
      expect(await raw(server, options), `${options.method} ${options.path}`).toEqual(missing)
    }
    expect(creditRows(server)).toBe(0)
  })
})

describe("#31 dev controls with DEV_CONTROLS=1", () => {
  let server: RunningServer
  let port: string
  beforeAll(async () => {
    server = await start(undefined, { devControls: true })
    port = new URL(server.url).port
  })
  afterAll(() => server.close())

  it("#31 a control POST that is not application/json is a 415 and credits nothing", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const answer = await raw(server, { method: "POST", path: "/__dev/credit", contentType, body: CREDIT })
      expect(answer.status, contentType).toBe(415)
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: "รูปแบบข้อมูลที่ส่งมาไม่รองรับ" })
    }
    const untyped = await raw(server, { method: "POST", path: "/__dev/reset" })
    expect(untyped.status, "a POST with no type at all").toBe(415)
    expect(creditRows(server)).toBe(0)
    const json = await raw(server, {
      method: "POST",
      path: "/__dev/credit",
      contentType: "application/json",
      body: CREDIT
    })
    expect(json.status).toBe(204)
    expect(creditRows(server)).toBe(1)
  })

  it("#31 the controls answer only a loopback Host: 127.0.0.1, localhost and [::1] at any port", async () => {
    const missing = await raw(server, { method: "GET", path: "/content/no-such-file.svg" })
    const reset = { method: "POST", path: "/__dev/reset", contentType: "application/json" }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, "localhost", `[::1]:${port}`, "LOCALHOST:1"]) {
      expect((await raw(server, { ...reset, host })).status, host).toBe(204)
    }
    for (const host of [
      "evil.example",
      `evil.example:${port}`,
      "127.0.0.1.nip.io",
      "localhost.evil.example",
      "[::2]"
    ]) {
      expect(await raw(server, { ...reset, host }), host).toEqual(missing)
      expect(await raw(server, { method: "GET", path: "/__dev/socket-log", host }), host).toEqual(missing)
    }
  })
})

describe("#31 who turns the dev controls on", () => {
  it("#31 only DEV_CONTROLS=1 turns them on; npm start leaves them off, npm run dev turns them on", () => {
    expect(devControlsEnabled("1")).toBe(true)
    for (const value of [undefined, "", "0", "true", "yes", " 1"])
      expect(devControlsEnabled(value), String(value)).toBe(false)
    const scripts: unknown = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")).scripts
    expect(scripts).toMatchObject({ start: expect.not.stringContaining("DEV_CONTROLS") })
    expect(scripts).toMatchObject({ dev: expect.stringMatching(/^DEV_CONTROLS=1 tsx server\/main\.ts --dev$/) })
  })
})
