// #9 request hygiene: JSON routes take JSON bodies only (415), a stalled or oversized body is
// answered and its connection closed (408, 413), and every /api answer carries the no-store,
// nosniff and referrer headers; HTML pages add the Permissions-Policy.
import { connect } from "node:net"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { isJsonContentType } from "../../../server/http/content-type"
import { DEFAULT_BODY_TIMEOUT_MS } from "../../../server/http/read-body"
import { call, login, start } from "./server-harness"

const BODY_TIMEOUT_MS = 300
const CREDENTIALS = { username: "demo", password: "demo1234" }
const UNSUPPORTED = { success: false, message: "รูปแบบข้อมูลที่ส่งมาไม่รองรับ" }

/** Writes raw bytes and collects everything until the server closes the connection. */
const rawExchange = (
  server: RunningServer,
  head: string,
  feed: (write: (data: string) => void) => void
): Promise<{ readonly text: string; readonly closedAfterMs: number }> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const started = Date.now()
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(head)
      feed((data) => {
        if (!socket.destroyed) socket.write(data)
      })
    })
    let text = ""
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
    socket.on("close", () => resolve({ text, closedAfterMs: Date.now() - started }))
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") return
      reject(error)
    })
  })

/** A POST with a body and no Content-Type at all (fetch would add text/plain). */
const postWithoutType = (server: RunningServer, path: string, body: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const req = request({ host: url.hostname, port: url.port, path, method: "POST" }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on("error", reject)
    req.end(body)
  })

describe("request hygiene (#9)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(undefined, { bodyTimeoutMs: BODY_TIMEOUT_MS })
  })
  afterAll(() => server.close())

  it("#9 a JSON route refuses any other Content-Type with a 415 in Thai", async () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=iso-8859-1",
      "application/jsonp",
      "application/json; boundary=x"
    ]) {
      const res = await call(server, "POST", "/api/auth/login", {
        body: CREDENTIALS,
        headers: { "content-type": type }
      })
      expect(res, type).toMatchObject({ status: 415, json: UNSUPPORTED })
    }
    expect(await postWithoutType(server, "/api/auth/login", JSON.stringify(CREDENTIALS))).toBe(415)
  })

  it("#9 application/json, bare or with a UTF-8 charset, is read; a write with no body needs no type", async () => {
    for (const type of ["application/json", "application/json; charset=utf-8", 'Application/JSON;charset="UTF-8"']) {
      const res = await call(server, "POST", "/api/auth/login", {
        body: CREDENTIALS,
        headers: { "content-type": type }
      })
      expect(res.status, type).toBe(200)
    }
    const token = await login(server)
    const url = new URL(server.url)
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/auth/game/check-in",
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "idempotency-key": "no-body-1" }
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        }
      )
      req.on("error", reject)
      req.end()
    })
    expect(status).not.toBe(415)
    expect([200, 409]).toContain(status)
  })

  it("#9 the media type check reads the parameters", () => {
    expect(isJsonContentType("application/json")).toBe(true)
    expect(isJsonContentType("application/json;charset=utf-8")).toBe(true)
    expect(isJsonContentType("application/json; charset=utf-16")).toBe(false)
    expect(isJsonContentType("application/json; charset=utf-8; foo=bar")).toBe(false)
    expect(isJsonContentType("application/merge-patch+json")).toBe(false)
  })

  it("#9 a body that stalls is answered 408 in Thai after the deadline and its connection closed", async () => {
    const { text, closedAfterMs } = await rawExchange(
      server,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
      (write) => write('{"username":')
    )
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(text.toLowerCase()).toContain("connection: close")
    expect(text).toContain("ส่งข้อมูลไม่ทันเวลา กรุณาลองใหม่อีกครั้ง")
    expect(closedAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 20)
    // The server's own deadline, not the default one: the bound is the default's, so a busy machine
    // that answers late still passes and a server that ignored its option still fails.
    expect(closedAfterMs).toBeLessThan(DEFAULT_BODY_TIMEOUT_MS)
  })

  it("#9 a body dripped slowly is still cut at the deadline (it is a deadline, not an idle timer)", async () => {
    // The drip never stops until the server closes: an idle timer would never fire (the test would
    // run out of time), and the body is far too long to end before a deadline does.
    let drip: ReturnType<typeof setInterval> | undefined
    const { text } = await rawExchange(
      server,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n",
      (write) => {
        drip = setInterval(() => write(" "), 50)
      }
    )
    clearInterval(drip)
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
  })

  it("#9 a body over the cap is a 413 and its connection closed without waiting for the rest", async () => {
    const { text } = await rawExchange(
      server,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\n\r\n",
      (write) => write(" ".repeat(1_100_000))
    )
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
    expect(text).toContain("ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป")
  })

  it("#9 every /api answer, success or error, is no-store, nosniff and strict-origin-when-cross-origin", async () => {
    const token = await login(server)
    await call(server, "POST", "/__dev/faults", { body: { path: "/api/configuration", status: 503 } })
    const answers = [
      await call(server, "GET", "/api/setting"),
      await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } }),
      await call(server, "GET", "/api/auth/configuration/list"),
      await call(server, "GET", "/api/nothing"),
      await call(server, "POST", "/api/setting"),
      await call(server, "POST", "/api/auth/login", { body: {} }),
      await call(server, "POST", "/api/auth/login", { body: CREDENTIALS, headers: { "content-type": "text/plain" } }),
      await call(server, "GET", "/api/configuration")
    ]
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 404, 405, 400, 415, 503])
    for (const res of answers) {
      expect(res.headers.get("cache-control")).toBe("no-store")
      expect(res.headers.get("x-content-type-options")).toBe("nosniff")
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    }
  })

  it("#9 HTML pages carry a Permissions-Policy that turns off camera, microphone and location", async () => {
    for (const path of ["/", "/auth/dashboard", "/stand-in/live-score.html"]) {
      const res = await fetch(server.url + path)
      expect(res.headers.get("permissions-policy"), path).toBe("camera=(), microphone=(), geolocation=()")
    }
  })
})
