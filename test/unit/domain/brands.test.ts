import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { BRANDS, DEFAULT_BRAND_ID, brandById, chooseBrand, isBrandedHost } from "../../../src/domain/brands"
import { Brand } from "../../../src/domain/brand-schema"
import { THEME_COLOUR } from "../../../src/domain/constants"

describe("brand registry", () => {
  it("CONST-20 / PROD-05 there are 22 brands with unique client ids and hosts", () => {
    expect(BRANDS).toHaveLength(22)
    const ids = BRANDS.map((b) => b.clientId)
    expect(new Set(ids).size).toBe(22)
    const hosts = BRANDS.flatMap((b) => b.hosts)
    expect(new Set(hosts).size).toBe(hosts.length)
    for (const b of BRANDS) expect(b.hosts.length).toBeGreaterThan(0)
  })

  it("PROD-05 every brand decodes with the Brand schema and has a hex theme colour", () => {
    const decode = Schema.decodeUnknownSync(Brand)
    for (const b of BRANDS) {
      expect(decode(b)).toEqual(b)
      expect(b.themeColour).toMatch(/^#[0-9a-f]{6}$/i)
    }
  })

  it("PROD-06 the default brand exists and uses the main theme colour", () => {
    expect(brandById(DEFAULT_BRAND_ID)?.themeColour).toBe(THEME_COLOUR)
    expect(brandById("no-such-brand")).toBeUndefined()
  })

  it("PROD-05 chooseBrand picks the brand whose hosts include the hostname, case-insensitively", () => {
    for (const b of BRANDS) {
      const host = b.hosts[0] ?? ""
      expect(chooseBrand(host, DEFAULT_BRAND_ID).clientId).toBe(b.clientId)
      expect(chooseBrand(host.toUpperCase(), undefined).clientId).toBe(b.clientId)
    }
  })

  it("PROD-05 chooseBrand falls back to the configured default id, then to the first brand", () => {
    expect(chooseBrand("unknown.example", "siamwin").clientId).toBe("siamwin")
    expect(chooseBrand("unknown.example", "no-such-brand").clientId).toBe(BRANDS[0]?.clientId)
    expect(chooseBrand("unknown.example", undefined).clientId).toBe(BRANDS[0]?.clientId)
  })

  it("ROLE-06 isBrandedHost is true for a configured host and false otherwise", () => {
    const host = BRANDS[3]?.hosts[0] ?? ""
    expect(isBrandedHost(host)).toBe(true)
    expect(isBrandedHost(host.toUpperCase())).toBe(true)
    expect(isBrandedHost("evil.example")).toBe(false)
    expect(isBrandedHost(`x${host}`)).toBe(false)
    expect(isBrandedHost("")).toBe(false)
  })

  it("AMB-20 / CHAT-02 exactly the flagged brands show Withdraw; brands without a chat id get none", () => {
    expect(BRANDS.filter((b) => b.showWithdrawInBottomBar).map((b) => b.clientId)).toEqual([DEFAULT_BRAND_ID])
    expect(BRANDS.some((b) => b.chatPropertyId === null)).toBe(true)
  })
})
