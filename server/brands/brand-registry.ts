import { readFileSync, statSync } from "node:fs"
import { decodeBrandDocument, type BrandList } from "../../src/domain/brand-schema"
import { chooseBrand, type Brand } from "../../src/domain/brands"

// The brands as data (#32): the server reads the brand document (/brands.json: dist/brands.json
// from public/brands.json, or BRANDS_FILE) again whenever the file changes, so an operator adds a
// brand, or changes a colour or a chat id, by editing the file: no build, no restart. A broken
// entry is skipped and reported once per version of the file; a missing or unreadable file leaves
// the default brand (domain/brands.ts), never a blank page.

export interface BrandRegistry {
  /** The file the brands are read from (served as /brands.json). */
  readonly file: string
  /** The brands as the file holds them now, with the entries skipped and why. */
  readonly list: () => BrandList
  /** The brand of a hostname: brands.ts's rule over the current list. */
  readonly brandOfHost: (hostname: string) => Brand
  /** The brand with this id, if the current list has one. */
  readonly byId: (clientId: string) => Brand | undefined
}

const versionOf = (file: string): string | null => {
  try {
    const stats = statSync(file)
    return `${stats.size}:${stats.mtimeMs}`
  } catch {
    return null
  }
}

const read = (file: string): BrandList => {
  try {
    return decodeBrandDocument(JSON.parse(readFileSync(file, "utf8")))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { brands: [], skipped: [{ index: -1, reason: `the file could not be read as JSON: ${reason}` }] }
  }
}

const report = (file: string, list: BrandList): void => {
  for (const entry of list.skipped) {
    const where = entry.index < 0 ? "the document" : `entry ${entry.index}`
    console.warn(`[brands] ${file}: ${where} skipped: ${entry.reason}`)
  }
  if (list.brands.length === 0 && list.skipped.every((entry) => entry.index >= 0))
    console.warn(`[brands] ${file}: no brand could be read; the default brand answers`)
}

/** @param defaultBrand the brand of a host no brand names (DEFAULT_BRAND; else the file's first). */
export const brandRegistry = (file: string, defaultBrand: string | undefined): BrandRegistry => {
  let kept: { readonly version: string | null; readonly list: BrandList } | null = null
  const list = (): BrandList => {
    const version = versionOf(file)
    if (kept !== null && kept.version === version) return kept.list
    const current =
      version === null ? { brands: [], skipped: [{ index: -1, reason: "the file is missing" }] } : read(file)
    report(file, current)
    kept = { version, list: current }
    return current
  }
  return {
    file,
    list,
    brandOfHost: (hostname) => chooseBrand(list().brands, hostname, defaultBrand),
    byId: (clientId) => list().brands.find((brand) => brand.clientId === clientId)
  }
}
