import { describe, expect, it } from "vitest"
import { vitalsEndpoint } from "../../../src/domain/vitals-endpoint"

// #30 where a build's pages send their vitals (README, "Configuration": VITE_VITALS_URL).

describe("the vitals endpoint of a build (#30)", () => {
  it("#30 the reference setup (the API on the page's origin) sends to its own /api/vitals", () => {
    expect(vitalsEndpoint(undefined, undefined)).toBe("/api/vitals")
    expect(vitalsEndpoint(undefined, "")).toBe("/api/vitals")
  })

  it("#30 a build naming another API sends nowhere unless VITE_VITALS_URL says where", () => {
    expect(vitalsEndpoint(undefined, "https://api.example.com")).toBeNull()
    expect(vitalsEndpoint("https://rum.example.com/v", "https://api.example.com")).toBe("https://rum.example.com/v")
  })

  it("#30 an empty VITE_VITALS_URL turns them off", () => {
    expect(vitalsEndpoint("", undefined)).toBeNull()
    expect(vitalsEndpoint("  ", undefined)).toBeNull()
  })
})
