import { expect } from "@playwright/test"
import { DevApi } from "./dev-api"
import { serverTest } from "./worker-server"

// Every test starts from its worker's seeded server (POST /__dev/reset; worker-server.ts) and fails
// on any Content Security Policy violation or uncaught page error, wherever in the test it happened.

interface RecordedViolation {
  readonly directive: string
  readonly blockedURI: string
  readonly sourceFile: string
}

declare global {
  interface Window {
    __cspViolations?: Array<RecordedViolation>
    __reportCspViolation?: (violation: RecordedViolation) => void
  }
}

const CSP_CONSOLE = /Content Security Policy|Refused to/i

export interface E2EFixtures {
  /** The control API of the reference server. */
  readonly dev: DevApi
  /** Uncaught page errors a test expects on purpose (none by default). */
  readonly allowedPageErrors: ReadonlyArray<RegExp>
  /** Auto: reset before, CSP and page-error watch during, the verdict after. */
  readonly pageGuard: void
}

export const test = serverTest.extend<E2EFixtures>({
  allowedPageErrors: [[], { option: true }],

  dev: async ({ request }, use) => {
    await use(new DevApi(request))
  },

  pageGuard: [
    async ({ page, dev, allowedPageErrors }, use) => {
      await dev.reset()
      const problems: Array<string> = []
      page.on("console", (message) => {
        const text = message.text()
        if (CSP_CONSOLE.test(text)) problems.push(`CSP (console ${message.type()}): ${text}`)
      })
      page.on("pageerror", (error) => {
        if (!allowedPageErrors.some((pattern) => pattern.test(error.message))) {
          problems.push(`uncaught page error: ${error.name}: ${error.message}`)
        }
      })
      // A binding survives navigations; the window list is the in-page record of the current document.
      await page.exposeFunction("__reportCspViolation", (violation: RecordedViolation) => {
        problems.push(
          `CSP (securitypolicyviolation): ${violation.directive} blocked ${violation.blockedURI} in ${violation.sourceFile}`
        )
      })
      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener("securitypolicyviolation", (event) => {
          const violation = {
            directive: event.violatedDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile
          }
          window.__cspViolations?.push(violation)
          void window.__reportCspViolation?.(violation)
        })
      })

      await use()

      if (!page.isClosed()) {
        const inPage = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])
        for (const v of inPage) {
          const line = `CSP (securitypolicyviolation): ${v.directive} blocked ${v.blockedURI} in ${v.sourceFile}`
          if (!problems.includes(line)) problems.push(line)
        }
      }
      expect(problems, "no CSP violation and no uncaught page error").toEqual([])
    },
    { auto: true }
  ]
})

export { expect }
