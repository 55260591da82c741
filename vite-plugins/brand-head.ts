import type { Plugin } from "vite"
import { DEFAULT_BRAND } from "../src/domain/brands"
import { appleTouchIconPath, MANIFEST_PATH } from "../src/domain/web-manifest"

// The built pages' brand head tags (#15): the default brand's theme colour, the manifest and the
// apple-touch icon. The server swaps them for the brand of the request's host and draws each
// brand's manifest and icons from the brand document when asked (server/brands/, #32), so a brand
// needs nothing from the build.

export const brandHead = (): Plugin => ({
  name: "member-site:brand-head",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: () => [
      { tag: "meta", attrs: { name: "theme-color", content: DEFAULT_BRAND.themeColour }, injectTo: "head" },
      { tag: "link", attrs: { rel: "manifest", href: MANIFEST_PATH }, injectTo: "head" },
      {
        tag: "link",
        attrs: { rel: "apple-touch-icon", href: appleTouchIconPath(DEFAULT_BRAND.clientId) },
        injectTo: "head"
      }
    ]
  }
})
