import type { CDPSession, Page } from "@playwright/test"

// What the soak measures in the page: the JS heap (Chromium's Performance domain, after a forced
// garbage collection) and the size of the event log (the developer hook, docs/developer-tools.md).

export interface Sample {
  readonly at: number
  readonly heapUsedBytes: number
  readonly logEvents: number | null
  readonly logBytes: number | null
}

export const sampler = async (page: Page) => {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send("Performance.enable")
  return async (): Promise<Sample> => {
    await cdp.send("HeapProfiler.collectGarbage")
    const { metrics } = await cdp.send("Performance.getMetrics")
    const heap = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? Number.NaN
    const log = await page
      .evaluate(() => {
        const entries = window.__memberSiteDevtools?.getLog()
        return entries === undefined ? null : { events: entries.length, bytes: JSON.stringify(entries).length }
      })
      .catch(() => null)
    return { at: Date.now(), heapUsedBytes: heap, logEvents: log?.events ?? null, logBytes: log?.bytes ?? null }
  }
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`
