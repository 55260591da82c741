import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Brand } from "../../../src/domain/brand-schema"
import { DEFAULT_BRAND } from "../../../src/domain/brands"
import { brandColourProperties, brandOf, decodeInlineBrand, inlineBrandJson } from "../../../src/domain/inline-brand"
import { referenceBrands } from "../../support/reference-brands"

// #32 the brand a page carries is read at first paint by a hand-written decoder (no effect yet):
// it must accept exactly what the Brand schema accepts.

const schemaAccepts = (value: unknown): boolean =>
  Either.isRight(Schema.decodeUnknownEither(Brand, { onExcessProperty: "error" })(value))

describe("the page's brand data (#32)", () => {
  it("#32 every reference brand survives the page: written, then read back the same", () => {
    for (const brand of referenceBrands()) expect(decodeInlineBrand(inlineBrandJson(brand))).toEqual(brand)
  })

  it("#32 a name with </script> cannot close the data element", () => {
    const brand = { ...DEFAULT_BRAND, name: "Gold</script><script>alert(1)</script>" }
    const json = inlineBrandJson(brand)
    expect(json).not.toContain("<")
    expect(decodeInlineBrand(json)).toEqual(brand)
  })

  it("#32 missing, unreadable or wrong data is null, never a throw", () => {
    for (const text of [null, undefined, "", "{", "null", "[]", JSON.stringify({ ...DEFAULT_BRAND, hosts: "x" })])
      expect(decodeInlineBrand(text)).toBeNull()
  })

  it("#32 the hand-written decoder agrees with the Brand schema on valid and broken brands", () => {
    const field = fc.constantFrom(...Object.keys(DEFAULT_BRAND), "extra")
    const broken = fc.oneof(
      fc.constant(null),
      fc.constant(""),
      fc.constant("#12345g"),
      fc.constant("UPPER"),
      fc.constant(["a..b"]),
      fc.constant(["ok.example.com"]),
      fc.string({ maxLength: 50 }),
      fc.boolean(),
      fc.integer()
    )
    fc.assert(
      fc.property(field, broken, fc.boolean(), (key, value, remove) => {
        const candidate: Record<string, unknown> = { ...DEFAULT_BRAND }
        if (remove) delete candidate[key]
        else candidate[key] = value
        expect(brandOf(candidate) !== null).toBe(schemaAccepts(candidate))
      }),
      { numRuns: 500 }
    )
  })

  it("#32 the brand's colour reaches the stylesheet as the colour and its channels for tints", () => {
    expect(brandColourProperties({ themeColour: "#22c55e" })).toEqual([
      ["--brand-colour", "#22c55e"],
      ["--brand-rgb", "34 197 94"]
    ])
    expect(brandColourProperties(DEFAULT_BRAND)).toEqual([
      ["--brand-colour", "#FFCA00"],
      ["--brand-rgb", "255 202 0"]
    ])
  })
})
