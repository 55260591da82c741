import type { IncomingMessage, Server as HttpServer } from "node:http"
import type { BrandRegistry } from "./brands/brand-registry"
import type { HostPolicy } from "./http/host-policy"
import type { Frontend } from "./request-handler"
import { serveAppFiles } from "./static/app-files"
import { sendMissingFile } from "./static/not-found"
import { PAGE_HEADERS } from "./static/security-headers"

// The app half of the origin: the built files in production, Vite's middleware in --dev (hot
// reload through the same HTTP server; no CSP there, since Vite injects inline scripts).

export interface LoadedFrontend {
  readonly serve: Frontend
  readonly close: () => Promise<void>
}

export interface ProductionOptions {
  readonly distDir: string
  readonly hosts: () => HostPolicy
  /** The brands, from the brand document (server/brands/brand-registry.ts). */
  readonly brands: BrandRegistry
  /** Whether a request may preview another brand (`?brand=`): the dev controls are on and answer it. */
  readonly previewAllowed: (req: IncomingMessage) => boolean
  /** A test's simulated deploy of the service worker (server/static/worker-deploy.ts). */
  readonly deployTag: () => string | null
}

export const productionFrontend = (options: ProductionOptions): LoadedFrontend => ({
  serve: (req, res, path) =>
    serveAppFiles(req, res, path, {
      distDir: options.distDir,
      hosts: options.hosts(),
      brands: options.brands,
      previewAllowed: options.previewAllowed(req),
      deployTag: options.deployTag()
    }),
  close: () => Promise.resolve()
})

/** `allowedHosts`: the configured hostnames, which Vite's own Host check must let through too. */
export const devFrontend = async (
  root: string,
  httpServer: HttpServer,
  allowedHosts: ReadonlyArray<string>
): Promise<LoadedFrontend> => {
  const { createServer } = await import("vite")
  const vite = await createServer({
    root,
    appType: "spa",
    server: { middlewareMode: true, hmr: { server: httpServer }, allowedHosts: [...allowedHosts] }
  })
  return {
    serve: (req, res) =>
      new Promise((resolve) => {
        for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value)
        vite.middlewares(req, res, () => {
          sendMissingFile(res)
          resolve()
        })
        res.on("close", () => resolve())
      }),
    close: () => vite.close()
  }
}
