import { copyFileSync, existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { test as base } from "@playwright/test"
import { startServer, type RunningServer } from "../../../server/app"
import { TEST_PASSWORD_COST } from "../../support/test-password-cost"

// Each Playwright worker runs its own reference API in its own process: the built app and the API
// on one origin, exactly as `npm start` serves them (with the /__dev controls, as DEV_CONTROLS=1
// turns them on), on a port the system picks, its database in memory (#31: `dataDir` left unset is
// ":memory:"), its password hashes at the tests' cost (test-password-cost.ts). No test shares server state with a test in another worker, so the workers run side
// by side; a test's `/__dev/reset` resets its own worker's server only.

const DIST = fileURLToPath(new URL("../../../dist", import.meta.url))

export interface WorkerServerFixtures {
  /** This worker's reference API (its state, its address). */
  readonly server: RunningServer
}

export const serverTest = base.extend<object, WorkerServerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    async ({}, use) => {
      if (!existsSync(`${DIST}/index.html`)) {
        throw new Error("dist/ has no build: `npm run test:e2e` builds first (or run `npm run build`)")
      }
      // The worker's own copy of the brand document (#32): a test may add a brand to it, as an
      // operator would, without touching another worker's.
      const brandsFile = join(mkdtempSync(join(tmpdir(), "member-brands-")), "brands.json")
      copyFileSync(join(DIST, "brands.json"), brandsFile)
      const server = await startServer({
        host: "127.0.0.1",
        port: 0,
        dev: false,
        distDir: DIST,
        devControls: true,
        passwordCost: TEST_PASSWORD_COST,
        brandsFile
      })
      await use(server)
      await server.close()
    },
    { scope: "worker" }
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url)
  }
})

/** The worker's server port, for pages opened on a brand's test host (http://goldbet.member.test:PORT). */
export const portOf = (server: RunningServer): string => new URL(server.url).port
