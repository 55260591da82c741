import { fileURLToPath } from "node:url"
import { startServer } from "./app"
import { devControlsEnabled } from "./dev/dev-gate"
import { parseTrustProxy } from "./http/client-address"
import { parseAllowedHosts } from "./http/host-policy"
import { sessionLifetimesOf } from "./session-settings"
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from "./sessions"

// `tsx server/main.ts`: the built app plus the API on HOST:PORT (default 127.0.0.1:4173); the
// public host names the server may answer for in ALLOWED_HOSTS (comma-separated host[:port]);
// how long a login lasts in SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS (7 and 30 days);
// TRUST_PROXY, the number of proxies in front that append to X-Forwarded-For (default 0: none);
// the brands in BRANDS_FILE (default dist/brands.json, built from public/brands.json; #32) and the
// brand of an unknown host in DEFAULT_BRAND.
// `tsx server/main.ts --dev`: the same with Vite's hot reload instead of dist/.
// DEV_CONTROLS=1 adds the test-only control calls (/__dev/*): `npm run dev` sets it, `npm start` never.
// DATA_DIR: the folder of the database (member.sqlite; default <repo>/.data/, made on first start),
// or ":memory:" for a server that forgets everything when it stops (#31, server/README.md "Storage").

const host = process.env["HOST"] ?? "127.0.0.1"
const port = Number(process.env["PORT"] ?? 4173)
const dev = process.argv.includes("--dev")
const devControls = devControlsEnabled(process.env["DEV_CONTROLS"])
const dataDir = process.env["DATA_DIR"] ?? fileURLToPath(new URL("../.data", import.meta.url))

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[server] PORT must be a port number, got ${process.env["PORT"] ?? ""}`)
  process.exit(1)
}

let allowedHosts: ReadonlyArray<string> = []
let sessions: SessionLifetimes = DEFAULT_SESSION_LIFETIMES
let trustedProxies = 0
try {
  allowedHosts = parseAllowedHosts(process.env["ALLOWED_HOSTS"])
  sessions = sessionLifetimesOf(process.env)
  trustedProxies = parseTrustProxy(process.env["TRUST_PROXY"])
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

/** Why the start failed, as the operator reads it: a busy database is another server on DATA_DIR. */
const startFailure = (error: unknown): string =>
  error instanceof Error && "code" in error && error.code === "SQLITE_BUSY"
    ? `the database in ${dataDir} is in use by another server: stop it, or set another DATA_DIR`
    : String(error instanceof Error ? (error.stack ?? error.message) : error)

const server = await startServer({
  host,
  port,
  dev,
  allowedHosts,
  devControls,
  sessions,
  trustedProxies,
  dataDir,
  ...(process.env["DEFAULT_BRAND"] === undefined ? {} : { defaultBrand: process.env["DEFAULT_BRAND"] }),
  ...(process.env["BRANDS_FILE"] === undefined ? {} : { brandsFile: process.env["BRANDS_FILE"] }),
  distDir: fileURLToPath(new URL("../dist", import.meta.url))
}).catch((error: unknown) => {
  console.error(`[server] ${startFailure(error)}`)
  return process.exit(1)
})
console.log(
  `[server] ${dev ? "dev (vite)" : "production"} listening on ${server.url}${devControls ? " with the /__dev controls (DEV_CONTROLS=1)" : ""}; data in ${dataDir}`
)

let stopping = false
const stop = (signal: string): void => {
  if (stopping) return
  stopping = true
  console.log(`[server] ${signal}: shutting down`)
  const force = setTimeout(() => process.exit(1), 5_000)
  force.unref()
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("[server] shutdown failed", error)
      process.exit(1)
    }
  )
}
process.on("SIGINT", () => stop("SIGINT"))
process.on("SIGTERM", () => stop("SIGTERM"))
