import type { BrowserContext, Page, Route } from "@playwright/test"

// Faults made in the browser (page.route), for what the server's /__dev/faults cannot do: a body
// that is not JSON, an answer the network loses after the server acted, an answer held back.

export type Method = "GET" | "POST" | "PATCH"

// One matcher per path: unroute finds a route by the very matcher it was made with.
const matchers = new Map<string, (url: URL) => boolean>()
const matcher = (path: string): ((url: URL) => boolean) => {
  let found = matchers.get(path)
  if (found === undefined) {
    found = (url: URL) => url.pathname === path
    matchers.set(path, found)
  }
  return found
}

type Target = Page | BrowserContext

interface Matched {
  readonly path: string
  readonly method: Method
}

/** Routes `path`+`method`; other methods go on untouched. */
const routeCalls = async (target: Target, call: Matched, handle: (route: Route) => Promise<void>) => {
  await target.route(matcher(call.path), async (route) => {
    if (route.request().method() !== call.method) return route.fallback()
    await handle(route)
  })
}

/** The next `times` calls get this raw answer (any text, JSON or not); later ones reach the server. */
export const answerRaw = async (
  target: Target,
  call: Matched,
  answer: { readonly status: number; readonly body: string; readonly contentType?: string },
  times = 1
) => {
  let left = times
  await routeCalls(target, call, async (route) => {
    if (left <= 0) return route.fallback()
    left -= 1
    await route.fulfill({
      status: answer.status,
      contentType: answer.contentType ?? "application/json; charset=utf-8",
      body: answer.body
    })
  })
  return { used: () => times - left }
}

/** The body of a JSON answer cut off in the middle (a proxy that dropped the connection, a full disk). */
export const TRUNCATED_JSON = '{"success":true,"message":"","data":{"'

/**
 * The next `times` calls reach the server, which acts on them, and then their answer is lost
 * (money.md test 4). `beforeAbort` runs between the two (to go offline, say).
 */
export const dropAnswer = async (
  target: Target,
  call: Matched,
  options: { readonly times?: number; readonly beforeAbort?: () => Promise<void> } = {}
) => {
  let left = options.times ?? 1
  let dropped = 0
  await routeCalls(target, call, async (route) => {
    if (left <= 0) return route.fallback()
    left -= 1
    await route.fetch()
    dropped += 1
    await options.beforeAbort?.()
    await route.abort("failed").catch(() => undefined)
  })
  return { dropped: () => dropped }
}

/** The next `times` calls never reach the server: the network fails them. */
export const failBeforeServer = async (target: Target, call: Matched, times = 1) => {
  let left = times
  await routeCalls(target, call, async (route) => {
    if (left <= 0) return route.fallback()
    left -= 1
    await route.abort("internetdisconnected")
  })
}

/**
 * The first call is answered by the server at once, but its answer is held back until `release`.
 * The page may give up on it meanwhile (an abort): then nothing is delivered.
 */
export const holdFirstAnswer = async (target: Target, call: Matched) => {
  let taken = false
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let fetched: (body: string) => void = () => undefined
  const serverAnswered = new Promise<string>((resolve) => {
    fetched = resolve
  })
  let delivered: (outcome: "delivered" | "refused") => void = () => undefined
  const delivery = new Promise<"delivered" | "refused">((resolve) => {
    delivered = resolve
  })
  await routeCalls(target, call, async (route) => {
    if (taken) return route.fallback()
    taken = true
    const response = await route.fetch()
    const body = await response.text()
    fetched(body)
    await released
    const ok = await route.fulfill({ response, body }).then(
      () => true,
      () => false
    )
    delivered(ok ? "delivered" : "refused")
  })
  return {
    /** The held answer's body, as the server sent it. */
    serverAnswered,
    release,
    /** Whether the page still took the answer when it was released. */
    delivery
  }
}

/** Calls that are never answered until `release` (then they fail as a lost connection). */
export const neverAnswer = async (target: Target, call: Matched) => {
  const pending: Array<Route> = []
  await routeCalls(target, call, async (route) => {
    pending.push(route)
  })
  return {
    count: () => pending.length,
    release: async () => {
      await target.unroute(matcher(call.path))
      for (const route of pending.splice(0)) await route.abort("failed").catch(() => undefined)
    }
  }
}

/** Stops every route of `path` made by the helpers above. */
export const unrouteCalls = (target: Target, path: string) => target.unroute(matcher(path))
