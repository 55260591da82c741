// `npm run lighthouse`: page load as a phone sees it. Starts the reference server (building dist/
// first if it is missing), runs Lighthouse's mobile preset (its default: a mid-range phone, slow 4G,
// 4x CPU slowdown, simulated) on Debian's Chromium against /, /login and /auth/dashboard (logged in
// as the demo account), three runs each, and prints the medians beside the targets. It reports;
// it fails only when the tooling itself breaks. Not part of `npm test`.
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "@playwright/test"
import lighthouse from "lighthouse"
import { median, table } from "./stats"

const RUNS = 3
const ROUTES = process.env["LH_ROUTES"]?.split(",") ?? ["/", "/login", "/auth/dashboard"]
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"
/** Where to keep each run's full Lighthouse report (JSON), to see where the time went; optional. */
const REPORT_DIR = process.env["LH_REPORT_DIR"]
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check"
]
/** The whole run gives up after this long (a hung browser or server must not hang CI). */
const OVERALL_TIMEOUT_MS = 15 * 60_000

const root = fileURLToPath(new URL("../..", import.meta.url))
const log = (line: string): void => void process.stderr.write(`lighthouse: ${line}\n`)

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))))
    })
  })

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a command to completion within `timeoutMs`, inheriting the output. */
const run = (command: string, args: ReadonlyArray<string>, timeoutMs: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" })
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.once("error", reject)
    child.once("exit", (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? "a signal"}`))
    })
  })

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`. */
const stop = (child: ChildProcess, graceMs = 5_000): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill("SIGTERM")
  })

const startServer = async (port: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"]
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false
    )
    if (ready) return child
    await sleep(250)
  }
  await stop(child)
  throw new Error("the server did not answer within 30 s")
}

/** Launches Chromium with a DevTools port and answers that port once it listens. */
const startChromium = (profile: string): Promise<{ readonly child: ChildProcess; readonly port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      CHROMIUM,
      [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
      {
        stdio: ["ignore", "ignore", "pipe"]
      }
    )
    let output = ""
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`Chromium gave no DevTools port within 30 s: ${output.slice(-500)}`))
    }, 30_000)
    child.once("error", (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8")
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output)
      if (match?.[1] !== undefined) {
        clearTimeout(timer)
        resolve({ child, port: Number(match[1]) })
      }
    })
  })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** The demo account's session as the app stores it (src/services/session-store.ts: token, user). */
const demoSession = async (origin: string): Promise<{ readonly token: string; readonly user: string }> => {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
    signal: AbortSignal.timeout(10_000)
  })
  const body: unknown = await response.json()
  const data = isRecord(body) ? body["data"] : undefined
  if (!isRecord(data) || typeof data["token"] !== "string" || !isRecord(data["user"])) {
    throw new Error(`the demo login failed: ${response.status} ${JSON.stringify(body)}`)
  }
  return { token: data["token"], user: JSON.stringify(data["user"]) }
}

/** Puts the session into the origin's localStorage and empties the HTTP cache (a cold load, logged in). */
const prepareLoggedIn = async (
  cdpPort: number,
  origin: string,
  session: { readonly token: string; readonly user: string }
) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`, { timeout: 20_000 })
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(`${origin}/favicon.svg`, { timeout: 20_000 })
    await page.evaluate(({ token, user }) => {
      localStorage.setItem("token", token)
      localStorage.setItem("user", user)
    }, session)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.clearBrowserCache")
    await page.close()
  } finally {
    await browser.close()
  }
}

interface Figures {
  readonly score: number
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
  readonly bytes: number
}

const audit = async (url: string, cdpPort: number, keepStorage: boolean, reportName: string): Promise<Figures> => {
  const result = await lighthouse(url, {
    port: cdpPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: keepStorage,
    maxWaitForLoad: 45_000
  })
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  if (REPORT_DIR !== undefined) {
    mkdirSync(REPORT_DIR, { recursive: true })
    writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr))
  }
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`${url}: no ${id} figure`)
    return value
  }
  return {
    score: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight")
  }
}

/** Every child this script started, so the finally block and the watchdog can stop them. */
const children: Array<ChildProcess> = []

const main = async (): Promise<void> => {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`)
  if (!existsSync(join(root, "dist", "index.html"))) {
    log("dist/ is missing: building it first")
    await run("npm", ["run", "build"], 300_000)
  }
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-chromium-"))
  try {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const server = await startServer(port)
    children.push(server)
    log(`server on ${origin}`)
    const browser = await startChromium(profile)
    children.push(browser.child)
    log(`Chromium ${CHROMIUM} (DevTools port ${browser.port}); ${RUNS} runs per route, mobile preset`)
    const session = await demoSession(origin)

    const results = new Map<string, Array<Figures>>()
    for (const route of ROUTES) {
      const figures: Array<Figures> = []
      for (let attempt = 1; attempt <= RUNS; attempt += 1) {
        const loggedIn = route.startsWith("/auth/")
        if (loggedIn) await prepareLoggedIn(browser.port, origin, session)
        const reportName = `${route === "/" ? "home" : route.replace(/^\//, "").replace(/\//g, "-")}-${attempt}`
        const figure = await audit(`${origin}${route}`, browser.port, loggedIn, reportName)
        log(
          `${route} run ${attempt}: score ${figure.score}, LCP ${(figure.lcp / 1000).toFixed(2)} s, TBT ${figure.tbt.toFixed(0)} ms`
        )
        figures.push(figure)
      }
      results.set(route, figures)
    }

    const rows: Array<ReadonlyArray<string>> = [
      ["route (median of 3)", "score", "FCP", "LCP", "TBT", "CLS", "transferred"],
      ["target", ">= 98", "", "<= 1.50 s", "<= 50 ms", "<= 0.020", ""]
    ]
    const misses: Array<string> = []
    for (const [route, figures] of results) {
      const pick = (key: keyof Figures) => median(figures.map((figure) => figure[key]))
      const score = pick("score")
      const lcp = pick("lcp")
      const tbt = pick("tbt")
      const cls = pick("cls")
      rows.push([
        route,
        String(score),
        `${(pick("fcp") / 1000).toFixed(2)} s`,
        `${(lcp / 1000).toFixed(2)} s`,
        `${tbt.toFixed(0)} ms`,
        cls.toFixed(3),
        `${(pick("bytes") / 1000).toFixed(1)} kB`
      ])
      if (score < 98) misses.push(`${route} score ${score} < 98`)
      if (lcp > 1500) misses.push(`${route} LCP ${(lcp / 1000).toFixed(2)} s > 1.50 s`)
      if (tbt > 50) misses.push(`${route} TBT ${tbt.toFixed(0)} ms > 50 ms`)
      if (cls > 0.02) misses.push(`${route} CLS ${cls.toFixed(3)} > 0.020`)
    }
    console.log(`Lighthouse (mobile preset, simulated slow 4G and 4x CPU slowdown), ${RUNS} runs per route, medians\n`)
    console.log(table(rows))
    console.log(
      misses.length === 0 ? "\nevery target met" : `\ntargets missed (reported, not enforced): ${misses.join("; ")}`
    )
  } finally {
    for (const child of children.reverse()) await stop(child)
    rmSync(profile, { recursive: true, force: true })
  }
}

const watchdog = setTimeout(() => {
  log(`gave up after ${OVERALL_TIMEOUT_MS / 60_000} minutes`)
  for (const child of children) child.kill("SIGKILL")
  process.exit(1)
}, OVERALL_TIMEOUT_MS)
watchdog.unref()

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`the tooling failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  }
)
