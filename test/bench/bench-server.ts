// What the browser benchmarks share (`npm run lighthouse`, `npm run bench:games`): the reference
// server on a free port of 127.0.0.1, started and stopped by the script, and the demo player's session.
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const root = fileURLToPath(new URL("../..", import.meta.url))

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))))
    })
  })

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a command to completion within `timeoutMs`, inheriting the output. */
export const run = (command: string, args: ReadonlyArray<string>, timeoutMs: number): Promise<void> =>
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
export const stop = (child: ChildProcess, graceMs = 5_000): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill("SIGTERM")
  })

/** The built app and the reference API (server/main.ts) on 127.0.0.1:`port`, once it answers. */
export const startServer = async (port: number): Promise<ChildProcess> => {
  // Another server on the port would answer in place of this one (and this one would exit).
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false
  )
  if (taken) throw new Error(`127.0.0.1:${port} is in use already`)
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    // Each measure on fresh demo data, and the repo's .data/ untouched (#31).
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: ":memory:" },
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** The demo account's session as the app stores it (src/services/session-store.ts: token, user). */
export const demoSession = async (origin: string): Promise<{ readonly token: string; readonly user: string }> => {
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

/**
 * Runs a measuring script's `main` and exits with its outcome; a watchdog kills every child in
 * `children` and exits 1 after `timeoutMs`, so a hung browser or server cannot hang the run.
 */
export const runMeasure = (
  main: () => Promise<void>,
  options: {
    readonly children: ReadonlyArray<ChildProcess>
    readonly timeoutMs: number
    readonly log: (line: string) => void
  }
): void => {
  const watchdog = setTimeout(() => {
    options.log(`gave up after ${options.timeoutMs / 60_000} minutes`)
    for (const child of options.children) child.kill("SIGKILL")
    process.exit(1)
  }, options.timeoutMs)
  watchdog.unref()
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      options.log(`the tooling failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      process.exit(1)
    }
  )
}

/** Fails at once without Chromium at `chromiumPath`; builds dist/ first when it is missing. */
export const prepareMeasure = async (chromiumPath: string, log: (line: string) => void): Promise<void> => {
  if (!existsSync(chromiumPath))
    throw new Error(`no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`)
  if (!existsSync(join(root, "dist", "index.html"))) {
    log("dist/ is missing: building it first")
    await run("npm", ["run", "build"], 300_000)
  }
}
