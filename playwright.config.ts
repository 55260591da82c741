import { defineConfig } from "@playwright/test"

const port = Number(process.env["E2E_PORT"] ?? 4317)

// Debian's Chromium: Playwright's own browser download is impossible on this machine.
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Its own folder: Playwright empties it at start, and test-results/ also holds the unit report.
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    // The built app registers a service worker (#15); outside test/e2e/pwa.spec.ts (which allows it)
    // it would answer pages and assets from its cache and hide requests from page.route.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS
    }
  },
  webServer: {
    // The built app and the reference API on one origin, exactly as `npm start` serves them.
    command: `node --import tsx server/main.ts`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/api/setting`,
    reuseExistingServer: false,
    timeout: 60_000
  }
})
