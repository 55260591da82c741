import { availableParallelism } from "node:os"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { thaiPostcodes } from "./vite-plugins/thai-postcodes"

// Two projects. The tests that run in Node build a fresh app per test (test/support) and keep no
// state in modules, so a worker runs them over one module graph (threads, not isolated): it spares
// each file evaluating Effect and the app again, which was about 70% of the suite's time. The tests
// of the DOM (.tsx, `@vitest-environment jsdom`; test/unit/project/test-files.test.ts keeps the two
// in step) render React into jsdom, whose document and Testing Library's cleanup belong to one file:
// they run isolated, each file in a fork of its own. Vitest reads isolation per pool from this root
// config, not per project, hence one pool each.
export default defineConfig({
  plugins: [react(), thaiPostcodes()],
  test: {
    // Vitest leaves a core free by default; `npm test` has nothing else to run meanwhile.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    // A test's verdict is its assertions, not the machine's speed: the reference server's tests
    // hash passwords with scrypt (about 90 ms each on an idle core, 0.65 s for the password
    // change's lockout), and with every core running the suite one of them passed 5 s (the default).
    testTimeout: 20_000,
    restoreMocks: true,
    poolOptions: { threads: { isolate: false }, forks: { isolate: true } },
    projects: [
      {
        extends: true,
        test: { name: "node", include: ["test/unit/**/*.test.ts"], environment: "node", pool: "threads" }
      },
      {
        extends: true,
        test: { name: "dom", include: ["test/unit/**/*.test.tsx"], environment: "jsdom", pool: "forks" }
      }
    ]
  }
})
