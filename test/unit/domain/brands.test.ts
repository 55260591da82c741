import { describe, expect, it } from "vitest"
import { decodeBrandDocument } from "../../../src/domain/brand-schema"
import { DEFAULT_BRAND, DEFAULT_BRAND_ID, chooseBrand } from "../../../src/domain/brands"
import { contrastRatio } from "../../../src/domain/contrast"
import { THEME_COLOUR } from "../../../src/domain/constants"
import { APP_BACKGROUND } from "../../../src/domain/web-manifest"
import { referenceBrandDocument, referenceBrands } from "../../support/reference-brands"

const INK = "#111111"

describe("the reference brand document (CONST-20, #32)", () => {
  const brands = referenceBrands()

  it("CONST-20 / PROD-05 #32 public/brands.json holds 22 brands, every entry decodes, ids and hosts unique", () => {
    const { skipped } = decodeBrandDocument(referenceBrandDocument())
    expect(skipped).toEqual([])
    expect(brands).toHaveLength(22)
    expect(new Set(brands.map((b) => b.clientId)).size).toBe(22)
    const hosts = brands.flatMap((b) => b.hosts)
    expect(new Set(hosts).size).toBe(hosts.length)
    for (const b of brands) expect(b.hosts.length).toBeGreaterThan(0)
  })

  it("#32 every brand colour passes WCAG AA with the buttons' ink and as text on the page's background", () => {
    for (const b of brands) {
      expect(contrastRatio(b.themeColour, INK), `${b.clientId} under ink`).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(b.themeColour, APP_BACKGROUND), `${b.clientId} on the page`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("PROD-06 the code's fallback brand is the document's default brand, with the main theme colour", () => {
    expect(brands.find((b) => b.clientId === DEFAULT_BRAND_ID)).toEqual(DEFAULT_BRAND)
    expect(DEFAULT_BRAND.themeColour).toBe(THEME_COLOUR)
  })

  it("AMB-20 / CHAT-02 exactly the flagged brands show Withdraw; brands without a chat id get none", () => {
    expect(brands.filter((b) => b.showWithdrawInBottomBar).map((b) => b.clientId)).toEqual([DEFAULT_BRAND_ID])
    expect(brands.some((b) => b.chatPropertyId === null)).toBe(true)
  })
})

describe("choosing the running brand (PROD-05)", () => {
  const brands = referenceBrands()

  it("PROD-05 picks the brand whose hosts include the hostname, case-insensitively", () => {
    for (const b of brands) {
      const host = b.hosts[0] ?? ""
      expect(chooseBrand(brands, host, DEFAULT_BRAND_ID).clientId).toBe(b.clientId)
      expect(chooseBrand(brands, host.toUpperCase(), undefined).clientId).toBe(b.clientId)
    }
  })

  it("PROD-05 OPEN-22 an unknown host gets the configured default, then the list's first, then DEFAULT_BRAND", () => {
    expect(chooseBrand(brands, "unknown.example", "siamwin").clientId).toBe("siamwin")
    expect(chooseBrand(brands, "unknown.example", "no-such-brand").clientId).toBe(brands[0]?.clientId)
    expect(chooseBrand(brands, "unknown.example", undefined).clientId).toBe(brands[0]?.clientId)
    expect(chooseBrand([], "goldbet.member.test", "siamwin")).toBe(DEFAULT_BRAND)
  })
})

describe("decoding a brand document (#32)", () => {
  const good = (clientId: string, host = `${clientId}.example.com`) => ({ ...DEFAULT_BRAND, clientId, hosts: [host] })

  it("#32 a broken entry is skipped and reported by its index; the others stay, in order", () => {
    const { brands, skipped } = decodeBrandDocument({
      brands: [good("alpha"), { ...good("beta"), themeColour: "red" }, good("gamma"), "nonsense"]
    })
    expect(brands.map((b) => b.clientId)).toEqual(["alpha", "gamma"])
    expect(skipped.map((s) => s.index)).toEqual([1, 3])
    expect(skipped[0]?.reason).toContain("themeColour")
  })

  it("#32 an entry with an unknown field, an upper-case id or a host with a port is skipped", () => {
    const { brands, skipped } = decodeBrandDocument({
      brands: [{ ...good("alpha"), logoUrl: "x" }, good("Beta"), good("gamma", "gamma.example.com:8080")]
    })
    expect(brands).toEqual([])
    expect(skipped.map((s) => s.index)).toEqual([0, 1, 2])
  })

  it("#32 a repeated id or host keeps the first entry: a host picks one brand", () => {
    const { brands, skipped } = decodeBrandDocument({
      brands: [good("alpha"), good("alpha", "other.example.com"), good("beta", "alpha.example.com")]
    })
    expect(brands.map((b) => b.clientId)).toEqual(["alpha"])
    expect(skipped.map((s) => s.reason)).toEqual([
      'clientId "alpha" is already used by an earlier entry',
      'host "alpha.example.com" already belongs to an earlier brand'
    ])
  })

  it("#32 something that is not a brand document has no brands and says why", () => {
    for (const input of [null, [], { brand: [] }, "brands"]) {
      const { brands, skipped } = decodeBrandDocument(input)
      expect(brands).toEqual([])
      expect(skipped).toHaveLength(1)
    }
  })
})
