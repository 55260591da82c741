import { Resvg } from "@resvg/resvg-js"
import type { Plugin } from "vite"
import { brandIconSvg, type IconShape } from "../src/domain/brand-icon"
import { BRANDS, brandById, DEFAULT_BRAND_ID } from "../src/domain/brands"
import { appleTouchIconPath, BRAND_ICONS, MANIFEST_PATH, webManifestOf } from "../src/domain/web-manifest"

// Every brand's web app manifest and icons (#15), made at build time from the brand registry
// (src/domain/brands.ts) into dist/brands/<clientId>/: manifest.webmanifest and the PNG icons drawn
// by resvg from the brand's SVG mark. The server answers /manifest.webmanifest and the pages' head
// tags with the brand of the request's host (server/static/brand-files.ts); the built pages carry
// the default brand's, for any other static host.

const shapeOf = (purpose: (typeof BRAND_ICONS)[number]["purpose"]): IconShape =>
  purpose === "any" ? "any" : purpose === "maskable" ? "maskable" : "apple"

export const renderIcon = (colour: string, shape: IconShape, size: number): Buffer =>
  new Resvg(brandIconSvg(colour, shape), { fitTo: { mode: "width", value: size } }).render().asPng()

/** The head tags of a brand's pages: the server swaps the default brand's for the host's. */
export const brandHeadTags = (clientId: string, themeColour: string) =>
  [
    { tag: "meta", attrs: { name: "theme-color", content: themeColour } },
    { tag: "link", attrs: { rel: "manifest", href: MANIFEST_PATH } },
    { tag: "link", attrs: { rel: "apple-touch-icon", href: appleTouchIconPath(clientId) } }
  ] as const

export const brandManifests = (): Plugin => ({
  name: "member-site:brand-manifests",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: () => {
      const brand = brandById(process.env["VITE_DEFAULT_BRAND"] ?? DEFAULT_BRAND_ID) ?? BRANDS[0]
      if (brand === undefined) return []
      return brandHeadTags(brand.clientId, brand.themeColour).map(({ tag, attrs }) => ({
        tag,
        attrs: { ...attrs },
        injectTo: "head" as const
      }))
    }
  },
  generateBundle() {
    for (const brand of BRANDS) {
      const folder = `brands/${brand.clientId}`
      this.emitFile({
        type: "asset",
        fileName: `${folder}/manifest.webmanifest`,
        source: JSON.stringify(webManifestOf(brand))
      })
      for (const icon of BRAND_ICONS)
        this.emitFile({
          type: "asset",
          fileName: `${folder}/${icon.file}`,
          source: renderIcon(brand.themeColour, shapeOf(icon.purpose), icon.size)
        })
    }
  }
})
