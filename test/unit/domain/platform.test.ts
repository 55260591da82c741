import { describe, expect, it } from "vitest"
import { platformOf } from "../../../src/domain/platform"
import { UA } from "./user-agents"

describe("platform header", () => {
  it("HTTP-01 Android user agents give AND", () => {
    for (const ua of [UA.samsung20, UA.lineAndroid, UA.chromeAndroid49]) expect(platformOf(ua)).toBe("AND")
  })
  it("HTTP-02 iPhone and iPad user agents give IOS", () => {
    for (const ua of [UA.iphone17, UA.lineIos17, UA.chromeIos17, UA.ipad13]) expect(platformOf(ua)).toBe("IOS")
  })
  it("HTTP-03 desktop and unknown user agents give DSK", () => {
    for (const ua of [UA.chrome124, UA.safari17, UA.firefox125, UA.ie11, UA.curl, UA.empty]) {
      expect(platformOf(ua)).toBe("DSK")
    }
  })
})
