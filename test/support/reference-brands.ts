import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { decodeBrandDocument } from "../../src/domain/brand-schema"
import type { Brand } from "../../src/domain/brands"

// The reference setup's brand document (public/brands.json, #32), as the server decodes it.

export const REFERENCE_BRANDS_FILE = fileURLToPath(new URL("../../public/brands.json", import.meta.url))

export const referenceBrandDocument = (): unknown => JSON.parse(readFileSync(REFERENCE_BRANDS_FILE, "utf8"))

export const referenceBrands = (): ReadonlyArray<Brand> => decodeBrandDocument(referenceBrandDocument()).brands
