import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { expect, type Page } from "@playwright/test"
import { Schema } from "effect"

// axe-core in the e2e suite (#15): the page's Content Security Policy allows no inline script, so a
// <script> tag with axe's source would be refused (and the CSP watch of fixtures.ts would fail the
// test). `page.evaluate` runs through the DevTools protocol (Runtime.evaluate), which no page CSP
// governs: axe enters the page that way, in tests only; the product ships nothing of it.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

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

const AxeNode = Schema.Struct({
  target: Schema.Array(Schema.Unknown),
  failureSummary: Schema.optional(Schema.String)
})

const AxeViolation = Schema.Struct({
  id: Schema.String,
  impact: Schema.optional(Schema.NullOr(Schema.String)),
  help: Schema.String,
  nodes: Schema.Array(AxeNode)
})

const AxeVerdict = Schema.Struct({ violations: Schema.Array(AxeViolation) })
type AxeViolation = typeof AxeViolation.Type

/** One line per failing element: the rule, its impact, the element's selector and what to fix. */
export const describeViolations = (violations: ReadonlyArray<AxeViolation>): string =>
  violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" >> ")
        const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim()
        return `[${violation.id}] (${violation.impact ?? "no impact"}) ${target}: ${violation.help}. ${summary}`
      })
    )
    .join("\n")

const ensureAxe = async (page: Page): Promise<void> => {
  const present = await page.evaluate(() => "axe" in window)
  if (!present) await page.evaluate(AXE_SOURCE)
}

/** Runs axe on the current document; the violations, decoded. */
export const axeViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  await ensureAxe(page)
  const raw: unknown = await page.evaluate(async (tags) => {
    // The page's own globals are not typed here: axe is what the source above defined on window.
    const axe: unknown = Reflect.get(window, "axe")
    const run: unknown = typeof axe === "object" && axe !== null ? Reflect.get(axe, "run") : undefined
    if (typeof run !== "function") throw new Error("axe-core did not load")
    const result: unknown = await run.call(axe, document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"]
    })
    return result
  }, AXE_TAGS)
  return Schema.decodeUnknownSync(AxeVerdict)(raw).violations
}

/** Fails with a readable list when axe finds any violation, of any impact, on the current page. */
export const expectNoAxeViolations = async (page: Page, where: string): Promise<void> => {
  const violations = await axeViolations(page)
  // Soft: a walk over many screens reports every screen's violations at once, then fails.
  expect.soft(violations.length === 0 ? "" : describeViolations(violations), `axe-core on ${where}`).toBe("")
}
