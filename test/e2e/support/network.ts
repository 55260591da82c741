import { expect, type Page, type Request } from "@playwright/test"
import { twoFrames } from "./screens"

// Request interception helpers: hold a real request for a while, and record what the page sends.

/** Holds every script of the app (a page's HTML alone on screen) until the returned function is called. */
export const holdAppCode = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Holds every request matching `url` (and `method`, if given) for `ms` before letting it through to
 * the real server. A request the page aborts meanwhile is left alone. Returns a release function
 * that lets held requests go at once, and every later one straight through: the page may show that
 * it started a request (a busy button) before the request reaches the route, and one that arrived
 * just after the release was held the whole `ms` (a fresh-clone CI under load, the top bar's refresh).
 */
export const holdRequests = async (
  page: Page,
  url: string | RegExp,
  ms: number,
  method?: string
): Promise<{ readonly release: () => void }> => {
  const waiting = new Set<() => void>()
  let released = false
  await page.route(url, async (route) => {
    if (method !== undefined && route.request().method() !== method) return route.fallback()
    if (!released)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms)
        function done() {
          clearTimeout(timer)
          waiting.delete(done)
          resolve()
        }
        waiting.add(done)
      })
    // The page may have aborted it (a screen left): continuing would then throw.
    await route.continue().catch(() => undefined)
  })
  return {
    release: () => {
      released = true
      for (const done of [...waiting]) done()
    }
  }
}

export interface RecordedRequest {
  readonly url: string
  readonly path: string
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly postData: string | null
}

/** Records every request whose path starts with `prefix` (default /api/), with all its headers. */
export const recordRequests = (page: Page, prefix = "/api/") => {
  const recorded: Array<RecordedRequest> = []
  const pending: Array<Promise<void>> = []
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith(prefix)) return
    pending.push(
      request.allHeaders().then(
        (headers) => {
          recorded.push({
            url: request.url(),
            path: url.pathname,
            method: request.method(),
            headers,
            postData: request.postData()
          })
        },
        // Only a page closed before the headers were read gets here: the test is over, and a
        // request it can no longer see must not fail the run as an error outside any test.
        () => undefined
      )
    )
  }
  page.on("request", onRequest)
  return {
    /** Everything recorded so far, once the header reads have settled. */
    all: async (): Promise<ReadonlyArray<RecordedRequest>> => {
      await Promise.allSettled(pending)
      return [...recorded]
    },
    stop: () => page.off("request", onRequest)
  }
}

/**
 * Follows the page's API calls, and the code it loads, from now on. `settled()` resolves once none
 * is in flight and two frames later still none is (the last answer reduced into the state, no call
 * started after it): a test that makes a call fail then knows no earlier read's success can land
 * after its failure. The code counts because a part of a screen loaded late (a lazy chunk) starts
 * its reads only once it arrives: while it is on its way, no API call is in flight, yet one is coming.
 */
export const trackApiCalls = (page: Page, prefix = "/api/") => {
  const inFlight = new Set<Request>()
  const started = (request: Request) => {
    if (request.resourceType() === "script" || new URL(request.url()).pathname.startsWith(prefix)) inFlight.add(request)
  }
  const ended = (request: Request) => void inFlight.delete(request)
  page.on("request", started)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  const settled = async () => {
    await expect
      .poll(async () => {
        if (inFlight.size > 0) return inFlight.size
        await twoFrames(page)
        return inFlight.size
      })
      .toBe(0)
    page.off("request", started)
    page.off("requestfinished", ended)
    page.off("requestfailed", ended)
  }
  return { settled }
}
