import { describe, expect, it } from "vitest"
import { MINIMUM_VERSIONS, detectBrowser, unsupportedBrowser } from "../../../src/domain/browser-support"
import { UA } from "./user-agents"

const boundaries = [
  { id: "COMPAT-02", name: "Chrome", below: UA.chrome78, at: UA.chrome79, belowVersion: 78, atVersion: 79 },
  { id: "COMPAT-03", name: "Firefox", below: UA.firefox79, at: UA.firefox80, belowVersion: 79, atVersion: 80 },
  { id: "COMPAT-04", name: "Opera", below: UA.opera85, at: UA.opera86, belowVersion: 85, atVersion: 86 },
  { id: "COMPAT-05", name: "Safari", below: UA.safari11, at: UA.safari12, belowVersion: 11, atVersion: 12 },
  { id: "COMPAT-06", name: "Edge", below: UA.edgeLegacy14, at: UA.edgeLegacy15, belowVersion: 14, atVersion: 15 },
  { id: "COMPAT-07", name: "IE", below: UA.ie9, at: UA.ie10, belowVersion: 9, atVersion: 10 },
  { id: "COMPAT-08", name: "Samsung", below: UA.samsung19, at: UA.samsung20, belowVersion: 19, atVersion: 20 },
  { id: "COMPAT-09", name: "Mobile Safari", below: UA.iphone12, at: UA.iphone13, belowVersion: 12, atVersion: 13 }
] as const

describe("browser support", () => {
  for (const b of boundaries) {
    it(`${b.id} ${b.name} ${b.belowVersion} is unsupported and ${b.atVersion} is supported`, () => {
      expect(MINIMUM_VERSIONS[b.name]).toBe(b.atVersion)
      expect(detectBrowser(b.below)).toEqual({ name: b.name, version: b.belowVersion })
      expect(detectBrowser(b.at)).toEqual({ name: b.name, version: b.atVersion })
      expect(unsupportedBrowser(b.below)).toEqual({ name: b.name, version: b.belowVersion })
      expect(unsupportedBrowser(b.at)).toBeNull()
    })
  }

  it("COMPAT-01 Chrome 78 names Chrome and 78 for the banner", () => {
    const browser = unsupportedBrowser(UA.chrome78)
    expect(`ไม่รองรับ ${browser?.name} ${browser?.version}`).toBe("ไม่รองรับ Chrome 78")
  })

  it("COMPAT-10 current browsers get no banner", () => {
    for (const ua of [UA.chrome124, UA.firefox125, UA.safari17, UA.edgeChromium124, UA.iphone17, UA.ie11]) {
      expect(unsupportedBrowser(ua)).toBeNull()
    }
  })

  it("COMPAT-10 / AMB-28 an unknown user agent is detected as null and gets no banner", () => {
    for (const ua of [UA.googlebot, UA.operaPresto, UA.curl, UA.empty]) {
      expect(detectBrowser(ua)).toBeNull()
      expect(unsupportedBrowser(ua)).toBeNull()
    }
  })

  it("COMPAT-10 LINE's in-app browser on a current iPhone is Mobile Safari 17 and gets no banner", () => {
    expect(detectBrowser(UA.lineIos17)).toEqual({ name: "Mobile Safari", version: 17 })
    expect(unsupportedBrowser(UA.lineIos17)).toBeNull()
  })

  it("COMPAT-10 LINE's in-app browser on Android is judged as Chrome and gets no banner", () => {
    expect(detectBrowser(UA.lineAndroid)).toEqual({ name: "Chrome", version: 124 })
    expect(unsupportedBrowser(UA.lineAndroid)).toBeNull()
  })

  it("COMPAT-09 Chrome on iOS is judged by the iOS version, not by its Chrome version", () => {
    expect(detectBrowser(UA.chromeIos12)).toEqual({ name: "Mobile Safari", version: 12 })
    expect(unsupportedBrowser(UA.chromeIos12)).toEqual({ name: "Mobile Safari", version: 12 })
    expect(unsupportedBrowser(UA.chromeIos17)).toBeNull()
    expect(detectBrowser(UA.ipad13)).toEqual({ name: "Mobile Safari", version: 13 })
  })

  it("AMB-28 Edge is matched by its own version for EdgeHTML and Chromium Edge, before Chrome", () => {
    expect(detectBrowser(UA.edgeLegacy15)?.name).toBe("Edge")
    expect(detectBrowser(UA.edgeChromium124)).toEqual({ name: "Edge", version: 124 })
  })

  it("COMPAT-07 IE 11 (Trident, no MSIE token) is IE 11", () => {
    expect(detectBrowser(UA.ie11)).toEqual({ name: "IE", version: 11 })
  })

  it("COMPAT-02 an old Chrome on Android is flagged", () => {
    expect(unsupportedBrowser(UA.chromeAndroid49)).toEqual({ name: "Chrome", version: 49 })
  })
})
