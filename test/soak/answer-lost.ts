import type { Page, Route } from "@playwright/test"

/**
 * Runs `body` with the next POST whose address `matches` done by the server and its answer lost, as
 * a phone that drops its connection just after sending. The route leaves with the step, used or not:
 * a step that never reached its write would otherwise leave every later request of the soak going
 * through the test's process.
 */
export const withAnswerLost = async (
  page: Page,
  matches: (url: URL) => boolean,
  body: () => Promise<void>
): Promise<void> => {
  const handler = async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback()
    await route.fetch()
    await route.abort("failed")
  }
  await page.route(matches, handler, { times: 1 })
  try {
    await body()
  } finally {
    await page.unroute(matches, handler)
  }
}
