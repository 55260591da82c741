import { existsSync } from "node:fs"
import { join } from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import { sendFile } from "./file-server"
import { isHtml } from "./content-types"
import { resolveInside } from "./safe-path"
import type { HostPolicy } from "../http/host-policy"
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders } from "./security-headers"

// The built app (production): files from dist/, hashed assets cached for a year, index.html
// revalidated every time, and every other route path answered with its prerendered page or
// index.html (the SPA).

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "no-cache"
/** Vite's hashed names: name-HASH.ext under /assets/ (the hash is 8 url-safe characters). */
const HASHED_ASSET = /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i

const cacheControlOf = (urlPath: string): string => (HASHED_ASSET.test(urlPath) ? IMMUTABLE : REVALIDATE)

/** Paths that name a file (an extension in the last segment) get a 404, never the app. */
const looksLikeFile = (urlPath: string): boolean => /\.[A-Za-z0-9]+$/.test(urlPath.split("/").pop() ?? "")

/**
 * The page the build prerendered for this path (dist/prerendered/NAME.html, see vite.config.ts),
 * if any: its first paint needs no JavaScript. "/" is "index"; other names are one plain segment.
 */
const prerenderedPage = (distDir: string, urlPath: string): string | null => {
  const name = urlPath === "/" ? "index" : /^\/([a-z0-9-]+)$/.exec(urlPath)?.[1]
  if (name === undefined) return null
  const file = join(distDir, "prerendered", `${name}.html`)
  return existsSync(file) ? file : null
}

export interface AppFilesOptions {
  readonly distDir: string
  readonly hosts: HostPolicy
}

const notFound = (res: ServerResponse): void => {
  res.writeHead(404, { ...BASE_SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8" })
  res.end("Not found")
}

export const serveAppFiles = async (
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  options: AppFilesOptions
): Promise<void> => {
  const headersFor = (file: string): Readonly<Record<string, string>> =>
    isHtml(file)
      ? htmlSecurityHeaders(options.hosts.hostFor(req), { csp: true, frameAncestors: "'none'" })
      : BASE_SECURITY_HEADERS
  const file = resolveInside(options.distDir, urlPath)
  if (file === null) return notFound(res)
  if (!urlPath.endsWith("/")) {
    const sent = await sendFile(req, res, file, { cacheControl: cacheControlOf(urlPath), headers: headersFor(file) })
    if (sent) return
  }
  if (looksLikeFile(urlPath)) return notFound(res)
  const index = prerenderedPage(options.distDir, urlPath) ?? join(options.distDir, "index.html")
  if (!existsSync(index)) {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" })
    res.end("The app is not built: run `npm run build` first.")
    return
  }
  await sendFile(req, res, index, { cacheControl: REVALIDATE, headers: headersFor(index) })
}
