import type { IncomingMessage, ServerResponse } from "node:http"
import { handleApi } from "./api/api-handler"
import { MESSAGES } from "./api/messages"
import { CSP_REPORT_PATH, handleCspReport } from "./csp/csp-report-endpoint"
import { DEV_PREFIX, handleDev, type OnlineCountSink } from "./dev/dev-api"
import { devGate } from "./dev/dev-gate"
import { handleGamesPath, isGamesPath } from "./games/game-paths"
import { delay } from "./http/delay"
import type { ClientAddressOf } from "./http/client-address"
import type { HostPolicy } from "./http/host-policy"
import { sendError, sendJson } from "./http/json-response"
import { pathOf } from "./http/request-path"
import { serveExtraFile, type ExtraFolder } from "./static/extra-files"
import { sendMissingFile } from "./static/not-found"
import type { ServerState } from "./state"
import { BRAND_GALLERY_PATH, sendBrandGallery } from "./brands/brand-gallery"
import type { BrandRegistry } from "./brands/brand-registry"
import { isBrandContentPath, sendBrandContent } from "./brands/brand-content"
import { DEMO_CONTENT_PREFIX } from "../src/domain/demo/site"
import type { Brand } from "../src/domain/brands"
import { handleVitals, VITALS_PATH } from "./vitals/vitals-endpoint"

// One request, in this order: the dev control API (when it is on, dev/dev-gate.ts), a scripted fault, the
// pages' vitals (POST /api/vitals), the API, the CSP reports, the
// games' artwork and stand-in game (/game-art/, /stand-in/game/), the server's own files
// (/content/, /stand-in/), then the app (dist/ in production, Vite in --dev).

export type Frontend = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>

export interface RequestContext {
  readonly state: ServerState
  readonly socket: OnlineCountSink
  readonly folders: ReadonlyArray<ExtraFolder>
  /** Which Host the server may name in a header (server/http/host-policy.ts). */
  readonly hosts: HostPolicy
  readonly frontend: Frontend
  /** How long a request body may take to arrive in all (ServerOptions.bodyTimeoutMs). */
  readonly bodyTimeoutMs: number
  /** Whether the test-only control calls answer at all (DEV_CONTROLS=1; server/dev/dev-gate.ts). */
  readonly devControls: boolean
  /** The brands (#32): the field data names one of them. */
  readonly brands: BrandRegistry
  /** The brand a request is answered as: its host's, or the preview's (server/brands/brand-page.ts). */
  readonly brandOf: (req: IncomingMessage) => Brand
  /** Who the client is (the peer, or behind ServerOptions.trustedProxies: server/http/client-address.ts). */
  readonly clientAddressOf: ClientAddressOf
}

const route = async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> => {
  const path = pathOf(req.url)
  const limits = { timeoutMs: ctx.bodyTimeoutMs }
  if (path.startsWith(DEV_PREFIX)) {
    const gate = devGate(req, ctx.devControls)
    if (gate === "hidden") return sendMissingFile(res)
    if (gate === "unsupported-type") return sendError(res, 415, MESSAGES.unsupportedMediaType)
    if (path === BRAND_GALLERY_PATH) return sendBrandGallery(res, ctx.brands)
    return handleDev(req, res, path, ctx.state, ctx.socket, limits)
  }
  const fault = ctx.state.faults.take(path, req.method ?? "GET")
  if (fault !== undefined) {
    await delay(fault.delayMs)
    return sendJson(res, fault.status, fault.body)
  }
  // Before the API's token and maintenance checks: public telemetry (vitals-endpoint.ts).
  if (path === VITALS_PATH) return handleVitals(req, res, ctx, limits)
  if (path === "/api" || path.startsWith("/api/"))
    return handleApi(req, res, path, ctx.state, limits, ctx.hosts, ctx.clientAddressOf)
  if (path === CSP_REPORT_PATH) return handleCspReport(req, res, ctx.state, limits)
  if (isGamesPath(path)) return handleGamesPath(req, res, path, { state: ctx.state, hosts: ctx.hosts, limits })
  const folder = ctx.folders.find((f) => path.startsWith(f.prefix))
  if (folder?.prefix === DEMO_CONTENT_PREFIX && isBrandContentPath(path)) {
    if (await sendBrandContent(req, res, path, folder.dir, ctx.brandOf(req))) return
    return sendMissingFile(res)
  }
  if (folder !== undefined) return serveExtraFile(req, res, path, folder, ctx.hosts)
  return ctx.frontend(req, res, path)
}

export const handleRequest =
  (ctx: RequestContext) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res, ctx).catch((error: unknown) => {
      console.error("[server] request failed", req.method, req.url, error)
      if (!res.headersSent) sendError(res, 500, MESSAGES.serverError)
      else res.end()
    })
  }
