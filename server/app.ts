import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { brandOfRequest } from "./brands/brand-page"
import { brandRegistry, type BrandRegistry } from "./brands/brand-registry"
import { devGate } from "./dev/dev-gate"
import { DEMO_CONTENT_PREFIX } from "../src/domain/demo/site"
import { clientAddressBehind } from "./http/client-address"
import { hostPolicy } from "./http/host-policy"
import { DEFAULT_BODY_TIMEOUT_MS } from "./http/read-body"
import { devFrontend, productionFrontend, type LoadedFrontend } from "./frontend"
import { handleRequest, type Frontend } from "./request-handler"
import { attachOnlineSocket } from "./socket/online-socket"
import { deployTagOf } from "./static/worker-deploy"
import { ServerState } from "./state"
import type { ScryptCost } from "./password-hash"
import type { SessionLifetimes } from "./sessions"
import { AREA_SEEDS } from "./api/seeds"
import { resumeAutoSettle } from "./api/withdraw-settlement"
import { IN_MEMORY } from "./store/database"

/**
 * How long an idle kept-alive connection stays open. Node's default, 5 s, races clients that keep
 * connections too (a proxy, a load balancer's 60 s pool, Playwright's request context): a request
 * sent as the server closes the idle socket meets a TCP reset (ECONNRESET) and is never answered.
 * Longer than a load balancer's usual 60 s idle, so the client, not the server, closes first.
 */
const KEEP_ALIVE_MS = 65_000

// Builds and starts the whole server: the app, the API, the dev control API (if asked for) and the
// socket, on one origin. Tests start it on port 0 and get the address back.

export interface ServerOptions {
  readonly port: number
  readonly host: string
  /** Vite middleware with hot reload instead of dist/. */
  readonly dev: boolean
  readonly distDir: string
  /** The project root Vite serves in --dev; defaults to the folder above server/. */
  readonly rootDir?: string
  /** The clock of check-ins and logs; tests may fix it. */
  readonly now?: () => number
  /**
   * Host[:port] entries the server may name in its headers besides its own address and
   * localhost/127.0.0.1 at its port (ALLOWED_HOSTS, server/http/host-policy.ts).
   */
  readonly allowedHosts?: ReadonlyArray<string>
  /** The brand of a host no brand names (DEFAULT_BRAND; else the brand document's first). */
  readonly defaultBrand?: string
  /**
   * The brand document (#32; BRANDS_FILE): default dist/brands.json, or public/brands.json in
   * --dev. Read again whenever it changes.
   */
  readonly brandsFile?: string
  /** How long a request body may take to arrive in all before a 408 (default 10 s); tests shorten it. */
  readonly bodyTimeoutMs?: number
  /**
   * The test-only control calls under /__dev/ (DEV_CONTROLS=1 in main.ts; tests set it). Off by
   * default: without it /__dev/* is a plain 404 (server/dev/dev-gate.ts).
   */
  readonly devControls?: boolean
  /** How long a login lasts unused and in all (#31; default 7 and 30 days; SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS). */
  readonly sessions?: SessionLifetimes
  /** How often sessions past their lifetime are ended with their sockets (default a minute); tests shorten it. */
  readonly sessionSweepMs?: number
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY; default 0:
   * the header is not read and the peer's address is the client's).
   */
  readonly trustedProxies?: number
  /**
   * Where the database lives (#31, DATA_DIR in main.ts): a folder for member.sqlite, or ":memory:",
   * the default, so every test's server is its own and forgets everything when it stops.
   */
  readonly dataDir?: string
  /**
   * What each password hash costs (password-hash.ts: SCRYPT_COST, the default). Only the test suites
   * lower it (test/support/test-password-cost.ts); main.ts has no setting for it.
   */
  readonly passwordCost?: ScryptCost
}

export interface RunningServer {
  readonly url: string
  readonly state: ServerState
  /** The brands the server answers as, from its brand document (server/brands/brand-registry.ts). */
  readonly brands: BrandRegistry
  readonly close: () => Promise<void>
}

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url))

const listen = (server: Server, port: number, host: string): Promise<AddressInfo | string | null> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve(server.address())
    })
  })

const urlOf = (address: AddressInfo | string | null, host: string, port: number): string => {
  const boundPort = address !== null && typeof address === "object" ? address.port : port
  const shownHost = host.includes(":") ? `[${host}]` : host
  return `http://${shownHost}:${boundPort}`
}

export const startServer = async (options: ServerOptions): Promise<RunningServer> => {
  const state = new ServerState(
    options.now ?? Date.now,
    Object.values(AREA_SEEDS),
    options.sessions,
    options.dataDir ?? IN_MEMORY,
    options.passwordCost
  )
  resumeAutoSettle(state)
  let frontend: Frontend = () => Promise.reject(new Error("The server is still starting"))
  const brands = brandRegistry(
    options.brandsFile ?? (options.dev ? here("../public/brands.json") : join(options.distDir, "brands.json")),
    options.defaultBrand
  )
  const devControls = options.devControls ?? false
  // The ?brand= preview (#32): like every test control, only with DEV_CONTROLS=1 and a loopback Host.
  const previewAllowed = (req: IncomingMessage): boolean => devGate(req, devControls) === "open"
  const httpServer = createServer({ keepAliveTimeout: KEEP_ALIVE_MS })
  const socket = attachOnlineSocket(httpServer, state, options.sessionSweepMs)
  const allowedHosts = options.allowedHosts ?? []
  // Until the server listens, its own address is the one it was asked for; then the bound one.
  let hosts = hostPolicy(allowedHosts, `${options.host}:${options.port}`, options.port)
  httpServer.on(
    "request",
    handleRequest({
      state,
      socket,
      folders: [
        { prefix: DEMO_CONTENT_PREFIX, dir: here("./content") },
        // The stand-in frames' Thai font: the app's own (its files are hashed into dist), read where
        // the package keeps it, so the demo frames do not show Thai as boxes (#15).
        { prefix: "/stand-in/fonts/", dir: here("../node_modules/@fontsource/noto-sans-thai/files") },
        { prefix: "/stand-in/", dir: here("./stand-in") }
      ],
      get hosts() {
        return hosts
      },
      frontend: (req, res, path) => frontend(req, res, path),
      bodyTimeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
      devControls,
      brands,
      brandOf: (req) => brandOfRequest(req, brands, previewAllowed(req)),
      clientAddressOf: clientAddressBehind(options.trustedProxies ?? 0)
    })
  )
  const loaded: LoadedFrontend = options.dev
    ? await devFrontend(options.rootDir ?? here(".."), httpServer, hosts.hostnames)
    : productionFrontend({
        distDir: options.distDir,
        hosts: () => hosts,
        brands,
        previewAllowed,
        deployTag: () => deployTagOf(state)
      })
  frontend = loaded.serve
  const url = urlOf(await listen(httpServer, options.port, options.host), options.host, options.port)
  const bound = new URL(url)
  hosts = hostPolicy(allowedHosts, bound.host, Number(bound.port))
  return {
    url,
    state,
    brands,
    close: async () => {
      await loaded.close()
      await socket.close()
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      })
      state.durable.close()
    }
  }
}
