import { existsSync, readFileSync } from "node:fs"

// Prints one closing line over both halves of `npm test`: "N passed, N failed".

interface Counts {
  readonly passed: number
  readonly failed: number
  readonly skipped: number
}

const readJson = (path: string): unknown => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null)

const numberAt = (value: unknown, key: string): number => {
  if (typeof value !== "object" || value === null) return 0
  const n: unknown = Reflect.get(value, key)
  return typeof n === "number" ? n : 0
}

/** vitest's JSON reporter: numPassedTests, numFailedTests, numPendingTests, numTodoTests. */
const unit = (report: unknown): Counts => ({
  passed: numberAt(report, "numPassedTests"),
  failed: numberAt(report, "numFailedTests"),
  skipped: numberAt(report, "numPendingTests") + numberAt(report, "numTodoTests")
})

/** Playwright's JSON reporter: stats.expected, unexpected, flaky, skipped. */
const e2e = (report: unknown): Counts => {
  const stats: unknown = typeof report === "object" && report !== null ? Reflect.get(report, "stats") : null
  return {
    passed: numberAt(stats, "expected") + numberAt(stats, "flaky"),
    failed: numberAt(stats, "unexpected"),
    skipped: numberAt(stats, "skipped")
  }
}

const parts = [unit(readJson("test-results/unit.json")), e2e(readJson("test-results/e2e.json"))]
const total = parts.reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped
}))
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0
