import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { brandLogoSvg } from "../../../server/brands/brand-content"
import { DEFAULT_BRAND } from "../../../src/domain/brands"
import { decodeInlineBrand } from "../../../src/domain/inline-brand"
import { editBrandDocument, REFERENCE_BRANDS_FILE, TAWAN99 } from "../../support/reference-brands"
import { rawGet } from "./raw-get"
import { start } from "./server-harness"

// #32 brands are data: the server reads its brand document whenever it changes and answers every
// page, manifest and icon as the brand of the request's host, with no build and no restart.

const BRAND_DATA = /<script id="brand-data" type="application\/json">(.*?)<\/script>/

const pageOf = async (server: RunningServer, host: string, path = "/login") => {
  const answer = await rawGet(server, path, { host })
  const html = answer.body.toString("utf8")
  return { answer, html, brand: decodeInlineBrand(BRAND_DATA.exec(html)?.[1]) }
}

const brandsFileCopy = (): string => {
  const file = join(mkdtempSync(join(tmpdir(), "member-brands-")), "brands.json")
  copyFileSync(REFERENCE_BRANDS_FILE, file)
  return file
}

describe("brands as data (#32)", () => {
  let server: RunningServer
  let file: string
  beforeAll(async () => {
    file = brandsFileCopy()
    server = await start(undefined, { brandsFile: file, devControls: false })
  })
  afterAll(() => server.close())

  it("PROD-05 #32 a page carries its host's brand: the data the app starts from, the colour and id on <html>", async () => {
    const { answer, html, brand } = await pageOf(server, "siamwin.member.test")
    expect(answer.status).toBe(200)
    expect(brand?.clientId).toBe("siamwin")
    expect(brand?.name).toBe("SiamWin")
    expect(html).toContain('data-brand="siamwin" style="--brand-colour:#22c55e;--brand-rgb:34 197 94"')
    expect(html).toContain('<meta name="theme-color" content="#22c55e">')
  })

  it("#32 the demo configuration's logo is drawn for the host's brand, its name escaped, and the demo pictures take its colour", async () => {
    const logo = await rawGet(server, "/content/logo.svg", { host: "siamwin.member.test" })
    expect(logo.status).toBe(200)
    expect(logo.headers["content-type"]).toBe("image/svg+xml")
    expect(logo.headers["vary"]).toBe("Host")
    const svg = logo.body.toString("utf8")
    expect(svg).toContain('aria-label="SiamWin"')
    expect(svg).toContain("Siam<tspan")
    expect(svg).toContain('fill="#22c55e"')
    expect(brandLogoSvg({ ...DEFAULT_BRAND, name: "<Evil>" })).not.toContain("<Evil>")
    // The other demo pictures take the brand's colour in place of the default brand's gold.
    const header = (await rawGet(server, "/content/header-background.svg", { host: "siamwin.member.test" })).body
    expect(header.toString("utf8")).toContain("#22c55e")
    expect(header.toString("utf8").toUpperCase()).not.toContain("#FFCA00")
    const gold = (await rawGet(server, "/content/header-background.svg", { host: "goldbet.member.test" })).body
    expect(gold.toString("utf8")).toContain("#FFCA00")
    expect((await rawGet(server, "/content/no-such.svg", { host: "siamwin.member.test" })).status).toBe(404)
  })

  it("#32 an unknown host gets the default brand", async () => {
    expect((await pageOf(server, "elsewhere.example")).brand).toEqual(DEFAULT_BRAND)
  })

  it("#32 a brand added to the file answers at once: page, manifest and icons, no build, no restart", async () => {
    expect((await pageOf(server, "tawan99.member.test")).brand?.clientId).toBe("goldbet")
    editBrandDocument(file, (brands) => [...brands, TAWAN99])
    const { brand, html } = await pageOf(server, "tawan99.member.test")
    expect(brand).toEqual(TAWAN99)
    expect(html).toContain("--brand-colour:#ff8a3d")
    const manifest = await rawGet(server, "/manifest.webmanifest", { host: "tawan99.member.test" })
    expect(manifest.headers["content-type"]).toBe("application/manifest+json")
    expect(JSON.parse(manifest.body.toString("utf8"))).toMatchObject({ name: "Tawan99", theme_color: "#ff8a3d" })
    const icon = await rawGet(server, "/brands/tawan99/icon-192.png", { host: "tawan99.member.test" })
    expect(icon.status).toBe(200)
    expect(icon.headers["content-type"]).toBe("image/png")
    expect(icon.body.subarray(1, 4).toString("latin1")).toBe("PNG")
    const listed = await rawGet(server, "/brands.json")
    expect(listed.headers["cache-control"]).toBe("public, max-age=60")
    expect(listed.body.toString("utf8")).toContain('"tawan99"')
  })

  it("#32 a broken entry is skipped and the other brands still answer; an unlisted brand has no icons", async () => {
    editBrandDocument(file, (brands) => [{ ...TAWAN99, clientId: "broken", themeColour: "orange" }, ...brands])
    expect((await pageOf(server, "siamwin.member.test")).brand?.clientId).toBe("siamwin")
    expect((await rawGet(server, "/brands/broken/icon-192.png")).status).toBe(404)
  })

  it("#32 a file that is not JSON leaves the default brand, never a blank page", async () => {
    writeFileSync(file, "{ not json")
    const { answer, brand } = await pageOf(server, "siamwin.member.test")
    expect(answer.status).toBe(200)
    expect(brand).toEqual(DEFAULT_BRAND)
    copyFileSync(REFERENCE_BRANDS_FILE, file)
  })

  it("#32 without the dev controls, ?brand= previews nothing", async () => {
    const { brand, answer } = await pageOf(server, "127.0.0.1", "/login?brand=nagabet")
    expect(brand?.clientId).toBe("goldbet")
    expect(answer.headers["set-cookie"]).toBeUndefined()
  })
})

describe("the brand preview (#32)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(undefined, { devControls: true })
  })
  afterAll(() => server.close())

  it("#32 with the dev controls, /?brand=<clientId> on a loopback host shows that brand and keeps it for the next pages", async () => {
    const host = new URL(server.url).host
    const first = await pageOf(server, host, "/?brand=nagabet")
    expect(first.brand?.clientId).toBe("nagabet")
    const cookie = String(first.answer.headers["set-cookie"])
    expect(cookie).toMatch(/^brand-preview=nagabet;/)
    const next = await pageOf(server, host, "/contact")
    expect(next.brand?.clientId).toBe("goldbet")
    const kept = await rawGet(server, "/contact", { host, cookie: "brand-preview=nagabet" })
    expect(decodeInlineBrand(BRAND_DATA.exec(kept.body.toString("utf8"))?.[1])?.clientId).toBe("nagabet")
  })

  it("#32 a brand's own host is never previewed as another: the preview needs a loopback host", async () => {
    expect((await pageOf(server, "siamwin.member.test", "/?brand=nagabet")).brand?.clientId).toBe("siamwin")
  })
})

describe("the brand gallery (#32)", () => {
  let server: RunningServer
  let file: string
  beforeAll(async () => {
    file = brandsFileCopy()
    editBrandDocument(file, (brands) => [...brands, { ...TAWAN99, name: "<b>Tawan</b>", themeColour: "#333333" }])
    server = await start(undefined, { brandsFile: file, devControls: true })
  })
  afterAll(() => server.close())

  it("#32 /__dev/brands lists every brand with its colour, icon, AA verdicts and preview link, text escaped", async () => {
    const host = new URL(server.url).host
    const page = await rawGet(server, "/__dev/brands", { host })
    const html = page.body.toString("utf8")
    expect(page.status).toBe(200)
    expect(html).toContain("แบรนด์ทั้งหมด (23)")
    expect(html).toContain('<img src="/brands/siamwin/icon-192.png"')
    expect(html).toContain('<a href="/?brand=nagabet">')
    expect(html).toContain("&lt;b&gt;Tawan&lt;/b&gt;")
    // A dark colour fails with the dark ink and as text on the near-black page: both said.
    expect(html.match(/ไม่ผ่าน AA/g)).toHaveLength(2)
    expect(String(page.headers["content-security-policy"])).toMatch(/style-src 'sha256-/)
  })

  it("#32 without the dev controls the gallery does not exist", async () => {
    const closed = await start(undefined, { brandsFile: file, devControls: false })
    try {
      expect((await rawGet(closed, "/__dev/brands", { host: new URL(closed.url).host })).status).toBe(404)
    } finally {
      await closed.close()
    }
  })
})
