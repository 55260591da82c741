import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { markReach } from "../../../src/domain/brand-icon"
import { referenceBrands } from "../../support/reference-brands"
import { MANIFEST_START_URL, WebManifest, webManifestOf } from "../../../src/domain/web-manifest"
import { cacheStrategyFor, staleCaches } from "../../../src/pwa/cache-strategy"
import { precacheListOf, versionOf } from "../../../src/pwa/precache-list"

const origin = "https://goldbet.member.test"
const strategy = (path: string, method = "GET", mode = "cors", at = origin) =>
  cacheStrategyFor({ url: new URL(path, at), method, mode, origin })

describe("#15 web app manifest per brand", () => {
  it("every brand's manifest decodes strictly and carries its name, colour, start URL and icons", () => {
    for (const brand of referenceBrands()) {
      const manifest = Schema.decodeUnknownSync(WebManifest, { onExcessProperty: "error" })(webManifestOf(brand))
      expect(manifest.name).toBe(brand.name)
      expect(manifest.theme_color).toBe(brand.themeColour)
      expect(manifest.start_url).toBe(MANIFEST_START_URL)
      expect(manifest.display).toBe("standalone")
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        "192x192 any",
        "512x512 any",
        "512x512 maskable"
      ])
      expect(manifest.icons.every((icon) => icon.src.startsWith(`/brands/${brand.clientId}/`))).toBe(true)
    }
  })

  it("the maskable icon's mark stays inside the 80% safe zone", () => {
    expect(markReach("maskable")).toBeLessThanOrEqual(0.4 * 512)
  })
})

describe("#15 precache list", () => {
  const bundle = [
    { fileName: "index.html" },
    { fileName: "assets/index-AAAAAAAA.js", name: "index", isEntry: true, imports: ["assets/vendor-BBBBBBBB.js"] },
    { fileName: "assets/vendor-BBBBBBBB.js", name: "vendor", imports: [] },
    { fileName: "assets/app-main-CCCCCCCC.js", name: "app-main", imports: ["assets/vendor-BBBBBBBB.js"] },
    { fileName: "assets/start-runtime-DDDDDDDD.js", name: "start-runtime", imports: [] },
    { fileName: "assets/deposit-screen-EEEEEEEE.js", name: "deposit-screen", imports: [] },
    { fileName: "assets/style-FFFFFFFF.css" },
    { fileName: "assets/noto-sans-thai-thai-400-normal-GGGGGGGG.woff2" },
    { fileName: "assets/noto-sans-thai-thai-400-normal-HHHHHHHH.woff" },
    { fileName: "assets/noto-sans-thai-thai-300-normal-IIIIIIII.woff2" }
  ]

  it("holds the shell pages, the entry, app-main, the runtime, their imports, the CSS and the first fonts; not the screens", () => {
    expect(precacheListOf(bundle)).toEqual([
      "/",
      "/offline.html",
      "/assets/app-main-CCCCCCCC.js",
      "/assets/index-AAAAAAAA.js",
      "/assets/noto-sans-thai-thai-400-normal-GGGGGGGG.woff2",
      "/assets/start-runtime-DDDDDDDD.js",
      "/assets/style-FFFFFFFF.css",
      "/assets/vendor-BBBBBBBB.js"
    ])
  })

  it("its version changes with a file of the list or a page's content, and only then", () => {
    const list = precacheListOf(bundle)
    expect(versionOf(list, ["<html>"])).toBe(versionOf([...list], ["<html>"]))
    expect(versionOf(list, ["<html>"])).not.toBe(versionOf(list, ["<html> "]))
    expect(versionOf(list, ["<html>"])).not.toBe(versionOf([...list, "/assets/x-12345678.js"], ["<html>"]))
  })
})

describe("#15 service worker routing", () => {
  it("never answers /api, /__dev, the socket, CSP reports, the brand's files or the worker from a cache", () => {
    for (const path of [
      "/api/setting",
      "/api",
      "/__dev/reset",
      "/socket.io/?EIO=4",
      "/csp-report",
      "/manifest.webmanifest",
      "/brands/goldbet/icon-192.png",
      "/sw.js"
    ])
      expect(strategy(path)).toBe("network-only")
    expect(strategy("/api/auth/user", "GET", "navigate")).toBe("network-only")
  })

  it("never touches a non-GET or another origin's request", () => {
    expect(strategy("/assets/index-AAAAAAAA.js", "POST")).toBe("network-only")
    expect(strategy("/auth/deposit", "POST", "navigate")).toBe("network-only")
    expect(strategy("/assets/index-AAAAAAAA.js", "GET", "cors", "https://cdn.example")).toBe("network-only")
  })

  it("hashed build files are cache-first, pages network-first, other files left to the network", () => {
    expect(strategy("/assets/index-AAAAAAAA.js")).toBe("cache-first")
    expect(strategy("/assets/noto-sans-thai-thai-400-normal-BEOmKAI1.woff2")).toBe("cache-first")
    expect(strategy("/auth/dashboard", "GET", "navigate")).toBe("network-first-page")
    expect(strategy("/content/logo.svg")).toBe("network-only")
    expect(strategy("/favicon.svg")).toBe("network-only")
  })

  it("an activating worker deletes the other versions' caches, not other caches of the origin", () => {
    expect(staleCaches(["member-site-a", "member-site-b", "other"], "member-site-b")).toEqual(["member-site-a"])
  })
})
