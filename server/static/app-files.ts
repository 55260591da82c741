import { existsSync } from "node:fs"
import { join } from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { HostPolicy } from "../http/host-policy"
import { sendFile } from "./file-server"
import { pageInlineHashes, runtimeStyleHashes } from "../csp/inline-hashes"
import { isHtml } from "./content-types"
import { sendMissingFile, sendNotFoundPage } from "./not-found"
import { resolveInside } from "./safe-path"
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders } from "./security-headers"
import { DEFAULT_BRAND_ID, type Brand } from "../../src/domain/brands"
import { isBrandFilePath, isManifestPath, sendBrandFile, sendManifest } from "../brands/brand-files"
import { brandedPage, brandOfRequest, PREVIEW_COOKIE, previewAskedInAddress } from "../brands/brand-page"
import type { BrandRegistry } from "../brands/brand-registry"
import { sendRewrittenFile, type Rewrite } from "./rewritten-file"
import { taggedWorker } from "./worker-deploy"
import { servedPageName } from "../../src/first-paint/page-name"
import { providerPageOf } from "../../src/domain/game"

// The built app (production): files from dist/, hashed assets cached for a year, index.html
// revalidated every time, every route path answered with its prerendered page or index.html (the
// SPA), and every other path with the app's not-found page (not-found.ts).

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "no-cache"
/** Vite's hashed names: name-HASH.ext under /assets/ (the hash is 8 url-safe characters). */
const HASHED_ASSET = /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i
/** The build's own files: one missing (a chunk of an older deploy) is a bare 404, never a page. */
const BUILD_FILES = "/assets/"
/**
 * The paths the SPA routes: "/" or segments of letters, digits, "-" and "_", as every path in
 * src/routes/paths.ts is spelled. Anything else (an empty segment as in `//evil.example`, a dot, a
 * %-escape) is no route of the app.
 */
const APP_ROUTE = /^(?:\/[A-Za-z0-9_-]+)*\/?$/
/** The app's own not-found route: loaded directly (a reload there), it is a 404 too. */
const NOT_FOUND_ROUTE = "/404"

const cacheControlOf = (urlPath: string): string => (HASHED_ASSET.test(urlPath) ? IMMUTABLE : REVALIDATE)

/** The brand document (#32): cached a minute, so an edited file reaches every page within one. */
const BRAND_DOCUMENT_PATH = "/brands.json"
const BRAND_DOCUMENT_CACHE = "public, max-age=60"

/** A path the build may have prerendered: "/" or plain lower-case segments (src/prerender.tsx). */
const PRERENDERABLE = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/
/** A player screen's path: its prerendered frame renders the bare path's screen only (#30). */
const PLAYER_AREA = /^\/auth\//

/**
 * The page the build prerendered for this path (dist/prerendered/NAME.html, see vite.config.ts),
 * if any: its first paint needs no JavaScript. A player screen's frame is answered only to an
 * address without a query (the lobby's `?cat=` picks another tab than the frame shows); every
 * provider's games screen gets the one provider frame (its code is in capitals).
 */
const prerenderedPage = (distDir: string, urlPath: string, hasQuery: boolean): string | null => {
  if (!(PRERENDERABLE.test(urlPath) || providerPageOf(urlPath) !== null)) return null
  if (hasQuery && PLAYER_AREA.test(urlPath)) return null
  const file = join(distDir, "prerendered", `${servedPageName(urlPath)}.html`)
  return existsSync(file) ? file : null
}

export interface AppFilesOptions {
  readonly distDir: string
  readonly hosts: HostPolicy
  /** The brands, read from the brand document as it changes (#32). */
  readonly brands: BrandRegistry
  /** Whether `?brand=<clientId>` may show another brand (the dev controls are on and the Host is loopback). */
  readonly previewAllowed: boolean
  /** A test's simulated deploy (POST /__dev/deploy, worker-deploy.ts): the worker's version gets it. */
  readonly deployTag?: string | null
}

const WORKER_PATH = "/sw.js"

const notBuilt = (res: ServerResponse): void => {
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" })
  res.end("The app is not built: run `npm run build` first.")
}

export const serveAppFiles = async (
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  options: AppFilesOptions
): Promise<void> => {
  const pageHeaders = async (page: string): Promise<Readonly<Record<string, string>>> => {
    const runtime = await runtimeStyleHashes(options.distDir)
    const inline = await pageInlineHashes(page)
    return {
      ...htmlSecurityHeaders({
        host: options.hosts.hostFor(req),
        frameAncestors: "'none'",
        styleHashes: runtime === null ? null : [...inline.styles, ...runtime],
        scriptHashes: inline.scripts
      }),
      ...previewCookie()
    }
  }
  const headersFor = (file: string): Promise<Readonly<Record<string, string>>> =>
    isHtml(file) ? pageHeaders(file) : Promise.resolve(BASE_SECURITY_HEADERS)
  // The request's brand, looked up only for what carries it (pages, the manifest): a hashed asset,
  // most of a page load's requests, never reads the brand document.
  let chosen: Brand | undefined
  const brand = (): Brand => (chosen ??= brandOfRequest(req, options.brands, options.previewAllowed))
  // A preview asked for in the address is kept for the pages that follow (brand-page.ts).
  const previewCookie = (): Readonly<Record<string, string>> =>
    options.previewAllowed && previewAskedInAddress(req, options.brands) !== null
      ? { "Set-Cookie": `${PREVIEW_COOKIE}=${brand().clientId}; Path=/; SameSite=Lax; HttpOnly` }
      : {}
  // Pages carry the host's brand in their head (theme colour, apple-touch icon); the worker a
  // test's deploy tag; every other file goes as it is.
  const rewriteOf = (file: string): Rewrite | null =>
    isHtml(file)
      ? brandedPage(brand())
      : urlPath === WORKER_PATH && typeof options.deployTag === "string"
        ? taggedWorker(options.deployTag)
        : null
  const send = async (file: string, cacheControl: string): Promise<boolean> => {
    const answer = { cacheControl, headers: await headersFor(file) }
    const rewrite = rewriteOf(file)
    return rewrite === null ? sendFile(req, res, file, answer) : sendRewrittenFile(req, res, file, answer, rewrite)
  }
  if (isManifestPath(urlPath)) return sendManifest(req, res, brand())
  if (isBrandFilePath(urlPath)) return sendBrandFile(req, res, urlPath, options.brands)
  if (urlPath === BRAND_DOCUMENT_PATH) {
    if (!(await send(options.brands.file, BRAND_DOCUMENT_CACHE))) sendMissingFile(res)
    return
  }
  const file = resolveInside(options.distDir, urlPath)
  if (file !== null && !urlPath.endsWith("/")) {
    if (await send(file, cacheControlOf(urlPath))) return
  }
  if (urlPath.startsWith(BUILD_FILES)) return sendMissingFile(res)
  const shell = join(options.distDir, "index.html")
  if (urlPath === NOT_FOUND_ROUTE || !APP_ROUTE.test(urlPath)) {
    if (!(await sendNotFoundPage(req, res, shell, await pageHeaders(shell), brandedPage(brand()).apply))) notBuilt(res)
    return
  }
  // The build prerendered its pages as the default brand (src/prerender.tsx): any other brand gets
  // the shell, which its own colour paints at once, never another brand's page first.
  const hasQuery = (req.url ?? "").includes("?")
  const prerendered = brand().clientId === DEFAULT_BRAND_ID ? prerenderedPage(options.distDir, urlPath, hasQuery) : null
  const index = prerendered ?? shell
  if (!existsSync(index)) return notBuilt(res)
  await send(index, REVALIDATE)
}
