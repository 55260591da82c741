import { availableParallelism } from "node:os"
import { defineConfig } from "@playwright/test"
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM, findChromium, MEMBER_TEST_HOSTS_ARG } from "./test/support/chromium"

/** One worker per core (PW_WORKERS overrides): each worker has a reference API of its own. */
const workers = (): number => {
  const asked = Number(process.env["PW_WORKERS"] ?? "")
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism()
}

export default defineConfig({
  testDir: "test/e2e",
  // Every test starts from its own worker's seeded server (support/fixtures.ts), so any test may run
  // beside any other, in any order.
  fullyParallel: true,
  workers: workers(),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Its own folder: Playwright empties it at start, and test-results/ also holds the unit report.
  outputDir: "test-results/e2e-artifacts",
  use: {
    // baseURL is the worker's own reference API (support/worker-server.ts), started on port 0.
    viewport: { width: 390, height: 844 },
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    // The built app registers a service worker (#15); outside test/e2e/pwa.spec.ts (which allows it)
    // it would answer pages and assets from its cache and hide requests from page.route.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's Chromium (`npm run test:e2e` installs it first when it can, test/support/ensure-chromium.ts).
      executablePath: findChromium() ?? DEBIAN_CHROMIUM,
      args: [...CHROMIUM_ARGS, MEMBER_TEST_HOSTS_ARG]
    }
  }
})
