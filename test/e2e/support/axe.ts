import { AxeBuilder } from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

// axe-core in the e2e suite (#15), through @axe-core/playwright: it puts axe into the page and each
// of its frames through the DevTools protocol, which no page Content Security Policy governs, so the
// app's CSP (no inline script) stays as it ships. The product ships nothing of it.

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices (#15: zero violations of any impact). */
export const AXE_TAGS: ReadonlyArray<string> = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice"
]

/** One of axe's findings, as @axe-core/playwright reports it. */
type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number]

/** One line per failing element: the rule, its impact, the element's selector and what to fix. */
export const describeViolations = (violations: ReadonlyArray<Violation>): string =>
  violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" >> ")
        const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim()
        return `[${violation.id}] (${violation.impact ?? "no impact"}) ${target}: ${violation.help}. ${summary}`
      })
    )
    .join("\n")

/** Fails with a readable list when axe finds any violation, of any impact, on the current page. */
export const expectNoAxeViolations = async (page: Page, where: string): Promise<void> => {
  // Legacy mode: axe runs once in the page and reaches its frames itself. The default mode finishes
  // every run in a blank page of its own, a new renderer per check: about twice the time, same findings.
  const { violations } = await new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    .setLegacyMode(true)
    .analyze()
  // Soft: a walk over many screens reports every screen's violations at once, then fails.
  expect.soft(violations.length === 0 ? "" : describeViolations(violations), `axe-core on ${where}`).toBe("")
}
