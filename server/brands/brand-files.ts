import type { IncomingMessage, ServerResponse } from "node:http"
import { Resvg } from "@resvg/resvg-js"
import { brandIconSvg, type IconShape } from "../../src/domain/brand-icon"
import type { Brand } from "../../src/domain/brands"
import { BRAND_ICONS, MANIFEST_PATH, webManifestOf, type BrandIcon } from "../../src/domain/web-manifest"
import { sendMissingFile } from "../static/not-found"
import { BASE_SECURITY_HEADERS } from "../static/security-headers"
import type { BrandRegistry } from "./brand-registry"

// A brand's web app manifest and icons (#15), made from the brand document when asked (#32): a
// brand added to the file has its manifest and icons at once, with no build. Icons are drawn by
// resvg from the brand's SVG mark (domain/brand-icon.ts) once per brand colour and kept.

export const isManifestPath = (urlPath: string): boolean => urlPath === MANIFEST_PATH

/** /brands/<clientId>/<icon file> */
const ICON_PATH = /^\/brands\/([a-z0-9][a-z0-9-]{1,31})\/([\w-]+\.png)$/

export const isBrandFilePath = (urlPath: string): boolean => urlPath.startsWith("/brands/")

const shapeOf = (purpose: BrandIcon["purpose"]): IconShape =>
  purpose === "any" ? "any" : purpose === "maskable" ? "maskable" : "apple"

export const renderIcon = (colour: string, shape: IconShape, size: number): Buffer =>
  new Resvg(brandIconSvg(colour, shape), { fitTo: { mode: "width", value: size } }).render().asPng()

const drawn = new Map<string, Buffer>()

const iconOf = (brand: Brand, icon: BrandIcon): Buffer => {
  const key = `${brand.clientId}:${brand.themeColour}:${icon.file}`
  const kept = drawn.get(key)
  if (kept !== undefined) return kept
  const png = renderIcon(brand.themeColour, shapeOf(icon.purpose), icon.size)
  drawn.set(key, png)
  return png
}

const send = (req: IncomingMessage, res: ServerResponse, type: string, body: Buffer): void => {
  res.writeHead(200, {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": type,
    "Content-Length": String(body.length),
    // Revalidated: a colour changed in the brand document reaches installed apps at their next check.
    "Cache-Control": "no-cache"
  })
  res.end(req.method === "HEAD" ? undefined : body)
}

/** /manifest.webmanifest: the request's brand's. */
export const sendManifest = (req: IncomingMessage, res: ServerResponse, brand: Brand): void =>
  send(req, res, "application/manifest+json", Buffer.from(JSON.stringify(webManifestOf(brand))))

/** /brands/<clientId>/<icon>: a listed brand's icon, else the missing-file answer. */
export const sendBrandFile = (req: IncomingMessage, res: ServerResponse, urlPath: string, registry: BrandRegistry) => {
  const [, clientId, file] = ICON_PATH.exec(urlPath) ?? []
  const brand = clientId === undefined ? undefined : registry.byId(clientId)
  const icon = BRAND_ICONS.find((candidate) => candidate.file === file)
  if (brand === undefined || icon === undefined) return sendMissingFile(res)
  send(req, res, "image/png", iconOf(brand, icon))
}
