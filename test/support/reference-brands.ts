import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { decodeBrandDocument } from "../../src/domain/brand-schema"
import type { Brand } from "../../src/domain/brands"

// The reference setup's brand document (public/brands.json, #32), as the server decodes it.

export const REFERENCE_BRANDS_FILE = fileURLToPath(new URL("../../public/brands.json", import.meta.url))

export const referenceBrandDocument = (): unknown => JSON.parse(readFileSync(REFERENCE_BRANDS_FILE, "utf8"))

export const referenceBrands = (): ReadonlyArray<Brand> => decodeBrandDocument(referenceBrandDocument()).brands

/** A brand no document has: the 23rd an operator adds (tests add it to a copy of the document). */
export const TAWAN99: Brand = {
  clientId: "tawan99",
  name: "Tawan99",
  themeColour: "#ff8a3d",
  hosts: ["tawan99.member.test"],
  showWithdrawInBottomBar: false,
  alternatePublicLayout: false,
  chatPropertyId: null
}

/** Rewrites a brand document with a change to its entries, as an operator edits the file. */
export const editBrandDocument = (file: string, change: (brands: Array<unknown>) => Array<unknown>): void => {
  const document: unknown = JSON.parse(readFileSync(file, "utf8"))
  const brands = typeof document === "object" && document !== null ? Reflect.get(document, "brands") : undefined
  if (!Array.isArray(brands)) throw new Error(`${file} is not a brand document`)
  writeFileSync(file, JSON.stringify({ brands: change([...brands]) }))
}
