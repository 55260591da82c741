import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { DEFAULT_BRAND, type Brand } from "../../src/domain/brands"
import { DEMO_CONTENT_PREFIX } from "../../src/domain/demo/site"
import { escapeXml } from "../games/art/svg-kit"
import { resolveInside } from "../static/safe-path"
import { BASE_SECURITY_HEADERS } from "../static/security-headers"

// The demo configuration's pictures for the brand of the request (#32). An operator's API answers
// each brand its own logo and artwork; the reference API is one server for every brand, so it draws
// the logo (`home.normal.logo` → /content/logo.svg) from the brand document, and tints the other
// demo SVGs, drawn in the default brand's gold, with the brand's colour: a brand added to the
// document has its name in the header and its colour in the pictures too.

export const BRAND_LOGO_PATH = "/content/logo.svg"

/** The demo pictures' accent: the default brand's colour, as the SVG files spell it. */
const DEMO_ACCENT = new RegExp(DEFAULT_BRAND.themeColour, "gi")

/** A demo SVG under /content/ (not a subfolder's: the media files are photographs' stand-ins). */
const TINTABLE = /^\/content\/[a-z0-9-]+\.svg$/

/** "GoldBet" → ["Gold", "Bet"], "UFA King" → ["UFA ", "King"], "Lotto24" → ["Lotto", "24"]. */
const splitName = (name: string): readonly [string, string] => {
  const match = /^(.+?)([A-Z][a-z]+|\d+)$/.exec(name)
  return match === null ? [name, ""] : [match[1] ?? name, match[2] ?? ""]
}

/** Bold Arial at 30 px is about 19 px a character: the logo is as wide as its name. */
const widthOf = (name: string): number => 70 + Math.ceil(name.length * 19) + 8

export const brandLogoSvg = (brand: Brand): string => {
  const [lead, tail] = splitName(brand.name)
  const initial = escapeXml(brand.name.slice(0, 1).toUpperCase())
  const width = widthOf(brand.name)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${escapeXml(brand.name)}">
<circle cx="32" cy="32" r="26" fill="#161616" stroke="${brand.themeColour}" stroke-width="4"/>
<text x="32" y="43" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="800" fill="${brand.themeColour}">${initial}</text>
<text x="70" y="43" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="800" fill="${brand.themeColour}">${escapeXml(lead)}<tspan fill="#fff">${escapeXml(tail)}</tspan></text>
</svg>
`
}

const sendSvg = (req: IncomingMessage, res: ServerResponse, svg: string): void => {
  const body = Buffer.from(svg)
  res.writeHead(200, {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "image/svg+xml",
    "Content-Length": String(body.length),
    // One address, a picture per host: caches keep them apart and ask again.
    "Cache-Control": "no-cache",
    Vary: "Host"
  })
  res.end(req.method === "HEAD" ? undefined : body)
}

/** Whether the request is for a demo picture this module answers (the logo, or a tinted SVG). */
export const isBrandContentPath = (urlPath: string): boolean => TINTABLE.test(urlPath)

/**
 * The logo drawn for the brand, or the demo SVG in the brand's colour; false when no such file
 * exists (the caller answers as for any missing file).
 */
export const sendBrandContent = async (
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  contentDir: string,
  brand: Brand
): Promise<boolean> => {
  if (urlPath === BRAND_LOGO_PATH) {
    sendSvg(req, res, brandLogoSvg(brand))
    return true
  }
  const file = resolveInside(contentDir, urlPath.slice(DEMO_CONTENT_PREFIX.length - 1))
  const text = file === null ? null : await readFile(file, "utf8").catch(() => null)
  if (text === null) return false
  sendSvg(req, res, text.replace(DEMO_ACCENT, brand.themeColour))
  return true
}
