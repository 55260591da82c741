import { describe, expect, it } from "vitest"
import { BRANDS, chooseBrand } from "../../../src/domain/brands"
import { brandIdOf } from "../../../src/vitals/vitals-brand"
import { brandHostsTable } from "../../../vite-plugins/brand-hosts"

// #30 the field data names the brand the app runs as, from the registry's build-time copy.

describe("the brand of the field data (#30)", () => {
  it("#30 every host, an unknown host and every default give chooseBrand's brand", () => {
    const table = brandHostsTable()
    const hosts = [...BRANDS.flatMap((brand) => brand.hosts), "SIAMWIN.member.test", "member.example.com", ""]
    for (const defaultId of [undefined, "nagabet", "no-such-brand"])
      for (const host of hosts) expect(brandIdOf(host, defaultId, table)).toBe(chooseBrand(host, defaultId).clientId)
  })
})
