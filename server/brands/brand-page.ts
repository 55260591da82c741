import type { IncomingMessage } from "node:http"
import { createHash } from "node:crypto"
import type { Brand } from "../../src/domain/brands"
import { BRAND_DATA_ID, brandColourProperties, inlineBrandJson } from "../../src/domain/inline-brand"
import { appleTouchIconPath } from "../../src/domain/web-manifest"
import type { Rewrite } from "../static/rewritten-file"
import type { BrandRegistry } from "./brand-registry"

// The brand of a request and its pages (#15, #32): one build serves every brand, the brand follows
// the request's hostname (PROD-05), looked up in the brand document (brand-registry.ts). The Host
// only picks one of the listed brands (an unknown one gets the default), so it is never echoed.
// Every page carries its brand: the theme colour and apple-touch icon in the head, the colour and
// id on <html> (so the first paint is the brand's, before any script), and the whole brand as JSON
// data the app starts from (domain/inline-brand.ts).

/** `?brand=<clientId>`: the operator's preview of another brand (brand-preview.ts says when it applies). */
export const PREVIEW_PARAM = "brand"
/** The preview kept for the pages that follow, in the same browser. */
export const PREVIEW_COOKIE = "brand-preview"

const previewCookieOf = (req: IncomingMessage): string | null => {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, value] = part.trim().split("=")
    if (name === PREVIEW_COOKIE && value !== undefined) return value
  }
  return null
}

/** The brand the address asks to preview (`?brand=`), if it names a listed brand. */
export const previewAskedInAddress = (req: IncomingMessage, registry: BrandRegistry): Brand | null => {
  const asked = new URL(req.url ?? "/", "http://preview.invalid").searchParams.get(PREVIEW_PARAM)
  return asked === null ? null : (registry.byId(asked) ?? null)
}

/** The brand a preview asks for: the address's, else the cookie's; null when none or not a listed brand. */
const previewedBrand = (req: IncomingMessage, registry: BrandRegistry): Brand | null => {
  const kept = previewCookieOf(req)
  return previewAskedInAddress(req, registry) ?? (kept === null ? null : (registry.byId(kept) ?? null))
}

/**
 * The brand a request is answered as: the preview's when previews are allowed for it (the dev
 * controls are on and the Host is loopback), else its host's.
 */
export const brandOfRequest = (req: IncomingMessage, registry: BrandRegistry, previewAllowed: boolean): Brand =>
  (previewAllowed ? previewedBrand(req, registry) : null) ??
  registry.brandOfHost((req.headers.host ?? "").replace(/:\d+$/, ""))

const THEME_COLOUR_META = /<meta name="theme-color" content="[^"]*">/g
const APPLE_TOUCH_ICON = /<link rel="apple-touch-icon" href="[^"]*">/g
const HTML_START = /<html(\s[^>]*)?>/
const HEAD_END = "</head>"

/** The brand's attributes on <html>: the colour the stylesheet reads and the id the field data names. */
const htmlStartOf = (brand: Brand, attributes: string): string => {
  const kept = attributes.replace(/\s(?:data-brand|style)="[^"]*"/g, "")
  const style = brandColourProperties(brand)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")
  return `<html${kept} data-brand="${brand.clientId}" style="${style}">`
}

/** A built page as the brand's: its head tags, its colour on <html> and its data for the app. */
export const brandedPage = (brand: Brand): Rewrite => {
  const json = inlineBrandJson(brand)
  return {
    // The brand's whole entry, not only its id: a colour changed in the file changes the page's ETag.
    variant: `${brand.clientId}-${createHash("sha256").update(json).digest("base64url").slice(0, 12)}`,
    apply: (html) =>
      html
        .replace(THEME_COLOUR_META, `<meta name="theme-color" content="${brand.themeColour}">`)
        .replace(APPLE_TOUCH_ICON, `<link rel="apple-touch-icon" href="${appleTouchIconPath(brand.clientId)}">`)
        .replace(HTML_START, (_, attributes: string | undefined) => htmlStartOf(brand, attributes ?? ""))
        .replace(HEAD_END, `<script id="${BRAND_DATA_ID}" type="application/json">${json}</script>${HEAD_END}`)
  }
}
