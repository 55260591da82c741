import type { IncomingMessage, ServerResponse } from "node:http"
import type { Brand } from "../../src/domain/brands"
import { escapeXml } from "../games/art/svg-kit"
import { BASE_SECURITY_HEADERS } from "../static/security-headers"

// The demo configuration's logo (`home.normal.logo` → /content/logo.svg) drawn for the brand of the
// request (#32): an operator's API answers each brand's own logo; the reference API, one server
// for every brand, draws it from the brand document, so a brand added there has its name in the
// header too. A coin with the name's first letter, the name in the brand's colour and white.

export const BRAND_LOGO_PATH = "/content/logo.svg"

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

export const sendBrandLogo = (req: IncomingMessage, res: ServerResponse, brand: Brand): void => {
  const body = Buffer.from(brandLogoSvg(brand))
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
