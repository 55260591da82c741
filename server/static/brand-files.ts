import type { IncomingMessage } from "node:http"
import { join } from "node:path"
import { chooseBrand, type Brand } from "../../src/domain/brands"
import { appleTouchIconPath, MANIFEST_PATH } from "../../src/domain/web-manifest"
import type { Rewrite } from "./rewritten-file"

// What the server answers per brand (#15): one build serves every brand, the brand follows the
// request's hostname as it does in the app (src/domain/deployment.ts, PROD-05). The Host only picks
// one of the configured brands (an unknown one gets the default), so it is never echoed.

export const brandOfRequest = (req: IncomingMessage, defaultBrand: string | undefined): Brand =>
  chooseBrand((req.headers.host ?? "").replace(/:\d+$/, ""), defaultBrand)

/** dist/brands/<clientId>/manifest.webmanifest, answered at /manifest.webmanifest. */
export const manifestFileOf = (distDir: string, brand: Brand): string =>
  join(distDir, "brands", brand.clientId, "manifest.webmanifest")

export const isManifestPath = (urlPath: string): boolean => urlPath === MANIFEST_PATH

const THEME_COLOUR_META = /<meta name="theme-color" content="[^"]*">/g
const APPLE_TOUCH_ICON = /<link rel="apple-touch-icon" href="[^"]*">/g

/** A built page with the brand's theme colour and apple-touch icon in place of the default brand's. */
export const brandedPage = (brand: Brand): Rewrite => ({
  variant: brand.clientId,
  apply: (html) =>
    html
      .replace(THEME_COLOUR_META, `<meta name="theme-color" content="${brand.themeColour}">`)
      .replace(APPLE_TOUCH_ICON, `<link rel="apple-touch-icon" href="${appleTouchIconPath(brand.clientId)}">`)
})
