// #9 odd paths (`//evil.example`, `/x.png`, `/login%00` ...) get the app's own not-found page: the
// SPA shell with status 404 and the page's security headers, whose router shows the Thai
// 'ไม่พบหน้าที่คุณต้องการ'; never a redirect. A missing build file stays a bare 404.
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { start } from "./server-harness"

interface Raw {
  readonly status: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly body: string
}

/** A raw request, so the path is sent exactly as written (fetch would normalise `//` and `..`). */
const raw = (server: RunningServer, path: string, method = "GET"): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") })
      )
    })
    req.on("error", reject)
    req.end()
  })

const ODD_PATHS = [
  "//evil.example",
  "//evil.example/x",
  "/x.png",
  "/login%00",
  "/login%2f..",
  "/a//b",
  "/%2e%2e/x",
  "/404"
]

describe("the app's 404 (#9)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("#9 an odd path gets the app's page with status 404 and the page's security headers, never a redirect", async () => {
    for (const path of ODD_PATHS) {
      const res = await raw(server, path)
      expect(res.status, path).toBe(404)
      expect(res.headers["content-type"], path).toBe("text/html; charset=utf-8")
      expect(res.body, path).toContain("<title>app</title>")
      expect(res.headers["location"], path).toBeUndefined()
      expect(String(res.headers["content-security-policy"]), path).toContain("frame-ancestors 'none'")
      expect(res.headers["permissions-policy"], path).toBe("camera=(), microphone=(), geolocation=()")
      expect(res.headers["x-content-type-options"], path).toBe("nosniff")
    }
  })

  it("#9 HEAD of an odd path is the same 404 without a body", async () => {
    const res = await raw(server, "//evil.example", "HEAD")
    expect(res).toMatchObject({ status: 404, body: "" })
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8")
  })

  it("#9 ERR-16 a missing build file stays a bare 404 (a loader needs only the failure), in Thai", async () => {
    for (const path of [
      "/assets/missing-12345678.js",
      "/assets/x.css",
      "/content/missing.svg",
      "/stand-in/nothing.html"
    ]) {
      const res = await raw(server, path)
      expect(res.status, path).toBe(404)
      expect(res.headers["content-type"], path).toBe("text/plain; charset=utf-8")
      expect(res.body, path).toBe("ไม่พบไฟล์ที่ร้องขอ")
      expect(res.headers["content-security-policy"], path).toBeUndefined()
    }
  })

  it("#9 a route path still gets the shell with 200 (the app decides what it shows)", async () => {
    for (const path of ["/", "/auth/dashboard", "/auth/", "/not-a-route-yet"]) {
      const res = await raw(server, path)
      expect(res.status, path).toBe(200)
      expect(res.body, path).toContain("<title>app</title>")
    }
  })
})
