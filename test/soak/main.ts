import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { chromium, type Page } from "@playwright/test"
import { startServer } from "../../server/app"
import { chromiumPath, CHROMIUM_ARGS } from "../support/chromium"
import { timeLimit } from "../support/time-limit"
import { checkPlayers, takeBaseline, type Baseline } from "./checks"
import { mb, sampler, type Sample } from "./metrics"
import { makeRng } from "./prng"
import { SoakServer } from "./server-client"
import { readView, STEPS, type SoakState } from "./steps"

// `npm run soak [-- --minutes N --seed S]`: one Chromium player drives the built app against the
// reference API (started here on 127.0.0.1) as fast as it can, through every step of steps.ts, with
// faults injected at random (seeded). It reports the JS heap at start and end, the event log's size,
// every console error, every uncaught page error and every ledger inconsistency, and exits non-zero
// on an uncaught page error or a ledger inconsistency. Not part of CI.

const arg = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
const minutes = Number(arg("minutes") ?? 10)
const seed = Number(arg("seed") ?? Date.now() % 2_147_483_647)
if (!(minutes > 0) || !Number.isInteger(seed)) {
  console.error("usage: npm run soak -- [--minutes N] [--seed S]")
  process.exit(2)
}

const STEP_TIMEOUT_MS = 20_000
const SAMPLE_EVERY_MS = 60_000
const MAX_STEPS = 1_000_000
const MAX_FAILURE_SHOTS = 5
const ACTION_WAIT_MS = 10_000
const TRAIL_LENGTH = 4

const root = fileURLToPath(new URL("../..", import.meta.url))
const distDir = `${root}dist`
if (!existsSync(`${distDir}/index.html`)) {
  console.log("[soak] dist/ is missing: building it")
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** Where the page is and what it last did, for the report of a step that could not finish. */
const whereNow = async (page: Page): Promise<string> => {
  const recent = await page
    .evaluate(() => {
      const log = window.__memberSiteDevtools?.getLog() ?? []
      const credit = window.__memberSiteDevtools?.getState().user.credit._tag ?? "?"
      return `credit ${credit}; last events ${log
        .slice(-6)
        .map((entry) => entry.event._tag)
        .join(" ")}`
    })
    .catch(() => "no hook")
  return `${new URL(page.url()).pathname}; ${recent}`
}

/** Back to a known place after a step that could not finish. */
const recover = async (page: Page, navigations: { count: number }) => {
  await page.keyboard.press("Escape").catch(() => undefined)
  const reload = page.getByRole("button", { name: "โหลดหน้าใหม่" })
  if (await reload.isVisible().catch(() => false)) {
    navigations.count += 1
    await reload.click().catch(() => undefined)
    await page.waitForLoadState("load").catch(() => undefined)
    return
  }
  const view = await readView(page).catch(() => null)
  if (view !== null && !view.loggedIn && view.path !== "/login") {
    navigations.count += 1
    await page.goto("/login").catch(() => undefined)
  }
}

const main = async (): Promise<number> => {
  const soakStarted = Date.now()
  const server = await startServer({ host: "127.0.0.1", port: 0, dev: false, distDir, devControls: true })
  const api = new SoakServer(server.url)
  await api.reset()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS]
  })
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    locale: "th-TH",
    timezoneId: "Asia/Bangkok"
  })
  // No action outlives its step: a click left waiting after its step gave up (30 s by default) would
  // land during a later step and take the player somewhere else.
  context.setDefaultTimeout(ACTION_WAIT_MS)
  const page = await context.newPage()
  // The last moves of the main frame, for the report of a step that did not finish.
  const moves: Array<string> = []
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return
    moves.push(`${((Date.now() - soakStarted) / 1000).toFixed(1)}s ${new URL(frame.url()).pathname}`)
    if (moves.length > 6) moves.shift()
  })
  const pageErrors: Array<string> = []
  const consoleErrors = new Map<string, number>()
  page.on("pageerror", (error) => pageErrors.push(`${error.name}: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() !== "error") return
    const text = message.text().slice(0, 200)
    consoleErrors.set(text, (consoleErrors.get(text) ?? 0) + 1)
  })

  // The developer hook gives the event log: ?devtools=1 enables it for the tab; its panel is closed.
  await page.goto("/login?devtools=1")
  await page.waitForFunction(() => window.__memberSiteDevtools !== undefined, undefined, { timeout: 15_000 })
  await page.keyboard.press("Escape")
  const sample = await sampler(page)
  const samples: Array<Sample> = [await sample()]

  const rng = makeRng(seed)
  const ledgerProblems: Array<string> = []
  let ledgerKept = true
  let ledgerRows = 0
  let checksRun = 0
  const skipped: Array<string> = []
  let baseline: Baseline = await takeBaseline(api)
  const check = async () => {
    const report = await checkPlayers(api, baseline)
    checksRun += 1
    ledgerKept &&= report.ledger
    ledgerRows += report.rows
    ledgerProblems.push(...report.problems)
    skipped.push(...report.skipped)
  }
  const state: SoakState = {
    page,
    context,
    server: api,
    rng,
    wrongLogins: 0,
    beforeReset: check,
    afterReset: async () => {
      baseline = await takeBaseline(api)
    }
  }
  const stats = new Map<string, { runs: number; unfinished: number; lastError: string }>()
  let failureShots = 0
  // The names of the last steps, for the report of one that did not finish.
  const trail: Array<string> = []
  const navigations = { count: 1 }

  const started = Date.now()
  const end = started + minutes * 60_000
  let nextSample = started + SAMPLE_EVERY_MS
  let steps = 0
  console.log(`[soak] ${server.url}, seed ${seed}, ${minutes} min`)
  while (Date.now() < end && steps < MAX_STEPS) {
    const view = await readView(page)
    const step = rng.weighted(STEPS.filter((candidate) => candidate.when(view)))
    const stat = stats.get(step.name) ?? { runs: 0, unfinished: 0, lastError: "" }
    stats.set(step.name, stat)
    stat.runs += 1
    steps += 1
    trail.push(step.name)
    if (trail.length > TRAIL_LENGTH) trail.shift()
    try {
      await timeLimit(step.run(state), STEP_TIMEOUT_MS, () => {
        throw new Error(`${step.name}: no end in ${STEP_TIMEOUT_MS} ms`)
      })
    } catch (error) {
      stat.unfinished += 1
      // The first line, and what Playwright's call log says it waited for last (a covered or a disabled element).
      const lines = (error instanceof Error ? error.message : String(error)).split("\n").map((line) => line.trim())
      const waited = lines
        .filter((line) => /intercepts|not enabled|not visible|not stable|viewport|waiting for/.test(line))
        .slice(-3)
      // What the page looked like: test-results/soak/, the first few of a run.
      if (failureShots < MAX_FAILURE_SHOTS) {
        failureShots += 1
        await page
          .screenshot({ path: `test-results/soak/unfinished-${failureShots}.png`, fullPage: true, timeout: 5_000 })
          .catch(() => undefined)
      }
      stat.lastError = `${[lines[0] ?? "", ...waited].join(" | ")} [${await whereNow(page)}; at ${((Date.now() - soakStarted) / 1000).toFixed(1)}s, moves ${moves.join(" > ")}; steps ${trail.join(" > ")}]`
      await context.setOffline(false)
      await recover(page, navigations)
    }
    if (Date.now() >= nextSample) {
      samples.push(await sample())
      nextSample += SAMPLE_EVERY_MS
    }
  }

  // The end state matches the start: a guest on /login.
  if ((await readView(page)).loggedIn) {
    const logout = STEPS.find((candidate) => candidate.name === "logout")
    await logout?.run(state).catch(() => undefined)
  }
  samples.push(await sample())
  await check()

  const first = samples[0]
  const last = samples.at(-1)
  const peak = Math.max(...samples.map((s) => s.heapUsedBytes))
  console.log("\n[soak] report")
  console.log(
    `  seed ${seed}, ${((Date.now() - started) / 60_000).toFixed(1)} min, ${steps} steps, ${navigations.count} page loads`
  )
  if (first !== undefined && last !== undefined) {
    console.log(
      `  JS heap: start ${mb(first.heapUsedBytes)}, end ${mb(last.heapUsedBytes)}, peak ${mb(peak)} (after GC)`
    )
    console.log(
      `  event log: start ${first.logEvents ?? "?"} events, end ${last.logEvents ?? "?"} events (${last.logBytes ?? "?"} bytes as JSON)`
    )
  }
  console.log(`  heap samples: ${samples.map((s) => mb(s.heapUsedBytes)).join(", ")}`)
  console.log(`  log samples: ${samples.map((s) => s.logEvents ?? "?").join(", ")}`)
  console.log("  steps (runs / unfinished: last reason):")
  for (const [name, stat] of [...stats].sort((a, b) => b[1].runs - a[1].runs))
    console.log(`    ${name}: ${stat.runs} / ${stat.unfinished}${stat.unfinished > 0 ? `: ${stat.lastError}` : ""}`)
  console.log(`  console errors: ${[...consoleErrors.values()].reduce((a, b) => a + b, 0)}`)
  for (const [text, count] of consoleErrors) console.log(`    ${count} × ${text}`)
  console.log(`  uncaught page errors: ${pageErrors.length}`)
  for (const error of pageErrors) console.log(`    ${error}`)
  console.log(
    `  ledger: ${checksRun} checks, ${ledgerKept ? `${ledgerRows} rows read` : "GET /__dev/ledger is not on this server: checked the balances against the check-ins only"}, ${ledgerProblems.length} inconsistencies`
  )
  for (const problem of ledgerProblems) console.log(`    ${problem}`)
  if (skipped.length > 0)
    console.log(`  not compared (the Bangkok month changed during a round): ${skipped.join(", ")}`)

  await browser.close()
  await server.close()
  return ledgerProblems.length > 0 || pageErrors.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[soak] failed", error)
    process.exit(1)
  }
)
