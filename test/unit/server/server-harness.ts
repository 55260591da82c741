import { copyFileSync, mkdtempSync, mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, beforeEach } from "vitest"
import { startServer, type RunningServer, type ServerOptions } from "../../../server/app"
import { REFERENCE_BRANDS_FILE } from "../../support/reference-brands"
import { TEST_PASSWORD_COST } from "../../support/test-password-cost"

// Starts the reference server on a free port with a tiny dist/ of its own and, unless a test names a
// `dataDir` (the restart tests, #31), its database in memory: every test server is its own.

export const makeDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "member-dist-"))
  mkdirSync(join(dir, "assets"))
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><title>app</title><meta name="theme-color" content="#FFCA00"></head><body>${"<div></div>".repeat(200)}</body></html>`
  )
  writeFileSync(join(dir, "assets", "index-AbCd1234.js"), `console.log(${JSON.stringify("x".repeat(4000))})`)
  // The stylesheet sonner injects, as the real build holds it (server/csp/inline-hashes.ts finds it).
  writeFileSync(join(dir, "assets", "toasts-AbCd1234.js"), `insert("[data-sonner-toaster]{position:fixed}");`)
  // The brand document, as the build copies it from public/ (#32).
  copyFileSync(REFERENCE_BRANDS_FILE, join(dir, "brands.json"))
  return dir
}

/**
 * The options a test may set; the rest are the harness's (port 0, 127.0.0.1, a tiny dist/, the
 * /__dev controls on, as DEV_CONTROLS=1 sets them: a test passes `devControls: false` to see them off,
 * and the tests' password cost, test-password-cost.ts).
 */
export type HarnessOptions = Partial<Omit<ServerOptions, "port" | "host" | "dev">>

export const start = (now?: () => number, options: HarnessOptions = {}): Promise<RunningServer> =>
  startServer({
    port: 0,
    host: "127.0.0.1",
    dev: false,
    distDir: makeDist(),
    devControls: true,
    passwordCost: TEST_PASSWORD_COST,
    ...(now === undefined ? {} : { now }),
    ...options
  })

export interface Call {
  readonly status: number
  readonly json: unknown
  readonly headers: Headers
}

export interface CallOptions {
  readonly token?: string
  readonly body?: unknown
  /**
   * The Idempotency-Key: by default each write (not GET) gets a fresh one, as the app makes one per
   * press of a confirm button (money.md); a string sends that key, null sends none.
   */
  readonly key?: string | null
  /** Headers to add or replace (a content type under test ...). */
  readonly headers?: Readonly<Record<string, string>>
}

export const call = async (
  server: RunningServer,
  method: string,
  path: string,
  options: CallOptions = {}
): Promise<Call> => {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`
  const key = options.key === undefined ? (method === "GET" ? null : crypto.randomUUID()) : options.key
  if (key !== null) headers["idempotency-key"] = key
  Object.assign(headers, options.headers)
  const init: RequestInit = { method, headers }
  if (options.body !== undefined) init.body = JSON.stringify(options.body)
  const res = await fetch(server.url + path, init)
  const text = await res.text()
  return { status: res.status, json: text === "" ? null : JSON.parse(text), headers: res.headers }
}

export const login = async (server: RunningServer, username = "demo", password = "demo1234"): Promise<string> => {
  const res = await call(server, "POST", "/api/auth/login", { body: { username, password } })
  const token = tokenOf(res.json)
  if (token === null) throw new Error(`login failed: ${JSON.stringify(res.json)}`)
  return token
}

const tokenOf = (json: unknown): string | null => {
  if (typeof json !== "object" || json === null || !("data" in json)) return null
  const data = json.data
  if (typeof data !== "object" || data === null || !("token" in data)) return null
  return typeof data.token === "string" ? data.token : null
}

/** A server on a test's own clock: `clock.now` is the server's time, set back to `t0` before each test. */
export interface ClockedServer {
  readonly clock: { now: number }
  /** The running server (started in the block's beforeAll). */
  readonly server: () => RunningServer
}

/**
 * One server for a describe block, on its own clock, reseeded (`/__dev/reset`) and its clock set back
 * to `t0` before each test: the limits' tests step the clock through minutes and days.
 */
export const serverOnClock = (t0: number): ClockedServer => {
  const clock = { now: t0 }
  let running: RunningServer | null = null
  const server = (): RunningServer => {
    if (running === null) throw new Error("the server starts in the block's beforeAll")
    return running
  }
  beforeAll(async () => {
    running = await start(() => clock.now)
  })
  beforeEach(async () => {
    clock.now = t0
    await call(server(), "POST", "/__dev/reset")
  })
  afterAll(() => running?.close())
  return { clock, server }
}
