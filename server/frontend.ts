import type { Server as HttpServer } from "node:http"
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
  /** The brand of a host no brand names (server/static/brand-files.ts). */
  readonly defaultBrand: string | undefined
  /** A test's simulated deploy of the service worker (server/static/worker-deploy.ts). */
  readonly deployTag: () => string | null
}

export const productionFrontend = (options: ProductionOptions): LoadedFrontend => ({
  serve: (req, res, path) =>
    serveAppFiles(req, res, path, {
      distDir: options.distDir,
      hosts: options.hosts(),
      defaultBrand: options.defaultBrand,
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
