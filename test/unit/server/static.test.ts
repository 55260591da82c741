import { gunzipSync, brotliDecompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { chooseEncoding } from "../../../server/static/encoding"
import { resolveInside } from "../../../server/static/safe-path"
import { rawGet } from "./raw-get"
import { start } from "./server-harness"

describe("static files", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(undefined, { allowedHosts: ["member.test:8080"] })
  })
  afterAll(() => server.close())

  it("index.html carries the CSP with the socket origin of an allowed Host, nosniff and the referrer policy", async () => {
    const res = await rawGet(server, "/", { host: "member.test:8080" })
    expect(res.status).toBe(200)
    const csp = String(res.headers["content-security-policy"])
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self' ws://member.test:8080",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'"
    ])
      expect(csp).toContain(directive)
    expect(res.headers["x-content-type-options"]).toBe("nosniff")
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(res.headers["cache-control"]).toBe("no-cache")
  })

  it("route paths fall back to index.html; missing files are a 404", async () => {
    const route = await rawGet(server, "/auth/dashboard")
    expect(route.status).toBe(200)
    expect(route.body.toString()).toContain("<title>app</title>")
    expect((await rawGet(server, "/assets/missing-12345678.js")).status).toBe(404)
  })

  it("hashed assets are immutable and compressed when the client accepts it", async () => {
    const plain = await rawGet(server, "/assets/index-AbCd1234.js")
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    const gz = await rawGet(server, "/assets/index-AbCd1234.js", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    const br = await rawGet(server, "/assets/index-AbCd1234.js", { "accept-encoding": "gzip, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const etag = String(plain.headers["etag"])
    expect((await rawGet(server, "/assets/index-AbCd1234.js", { "if-none-match": etag })).status).toBe(304)
  })

  it("never serves a file outside dist", async () => {
    for (const path of [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fetc%2fpasswd",
      "/..%5c..%5cetc"
    ]) {
      const res = await rawGet(server, path)
      expect(res.body.toString(), path).not.toContain("root:")
    }
    expect(resolveInside("/srv/dist", "/../etc/passwd")).toBeNull()
    expect(resolveInside("/srv/dist", "/%2e%2e/etc/passwd")).toBeNull()
    expect(resolveInside("/srv/dist", "/a/b.js")).toBe("/srv/dist/a/b.js")
  })

  it("prefers brotli, honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br")
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip")
    expect(chooseEncoding("identity")).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })

  it("stand-in pages may be framed by the app and load no inline script", async () => {
    const page = await rawGet(server, "/stand-in/live-score.html")
    expect(page.status).toBe(200)
    expect(String(page.headers["content-security-policy"])).toContain("frame-ancestors 'self'")
    // Scripts from files only (#15: the frames post their height with /stand-in/frame-height.js).
    expect(page.body.toString()).not.toMatch(/<script(?![^>]*\ssrc=)|<style/)
    const height = await rawGet(server, "/stand-in/frame-height.js")
    expect(height.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect((await rawGet(server, "/stand-in/fonts/noto-sans-thai-thai-400-normal.woff2")).status).toBe(200)
    expect((await rawGet(server, "/stand-in/standings.html")).status).toBe(200)
    const widget = await rawGet(server, "/stand-in/chat-widget.js")
    expect(widget.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect((await rawGet(server, "/content/placeholder.svg")).status).toBe(200)
  })
})
