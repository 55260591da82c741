import { decodeBrandDocument } from "../../domain/brand-schema"
import { chooseBrand, DEFAULT_BRAND, type Brand } from "../../domain/brands"

// Development only (app-main imports it behind import.meta.env.DEV, so no production build holds
// it): Vite's dev server serves pages without the brand data the reference server writes into them
// (#32), so the brand is looked up here in /brands.json, by hostname, or by the `?brand=<clientId>`
// preview an operator uses to see the site as another brand.

const PREVIEW_PARAM = "brand"

export const developmentBrand = async (location: Pick<Location, "hostname" | "search">): Promise<Brand> => {
  try {
    const response = await fetch("/brands.json")
    const { brands, skipped } = decodeBrandDocument(await response.json())
    for (const entry of skipped) console.warn(`[brands] entry ${entry.index} skipped: ${entry.reason}`)
    const preview = new URLSearchParams(location.search).get(PREVIEW_PARAM)
    const previewed = brands.find((brand) => brand.clientId === preview)
    return previewed ?? chooseBrand(brands, location.hostname, undefined)
  } catch (error) {
    console.warn("[brands] /brands.json could not be read; the default brand is shown", error)
    return DEFAULT_BRAND
  }
}
