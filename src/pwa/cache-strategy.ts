// How the service worker answers a request (#15); pure, so the unit tests decide every case
// without a browser. Anything not listed goes to the network untouched: the worker never keeps an
// API answer, a test control call, the socket, a brand's manifest or icons, or any non-GET.

export type CacheStrategy =
  /** A page: the network first (a new deploy shows at once), the offline page when it fails. */
  | "network-first-page"
  /** A file of the build (hashed name, never changes): the cache first, else the network, kept. */
  | "cache-first"
  /** Not the worker's: the browser fetches it as if there were no worker. */
  | "network-only"

/** Paths the worker must never answer from a cache, whatever else they look like. */
const NEVER_CACHED = [/^\/api(?:\/|$)/, /^\/__dev(?:\/|$)/, /^\/socket\.io(?:\/|$)/, /^\/csp-report$/]
/** Answered per host (the brand's): on one origin they could be kept, but a deploy changes them without a new name. */
const PER_BRAND = [/^\/manifest\.webmanifest$/, /^\/brands\//, /^\/sw\.js$/]
/** Vite's hashed names under /assets/ (as server/static/app-files.ts knows them). */
const HASHED_ASSET = /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i

export interface RequestFacts {
  readonly url: URL
  readonly method: string
  /** Request.mode: "navigate" for a page the browser loads. */
  readonly mode: string
  /** The worker's own origin: other hosts are not its to answer. */
  readonly origin: string
}

export const cacheStrategyFor = ({ url, method, mode, origin }: RequestFacts): CacheStrategy => {
  if (method !== "GET" || url.origin !== origin) return "network-only"
  const path = url.pathname
  if (NEVER_CACHED.some((pattern) => pattern.test(path)) || PER_BRAND.some((pattern) => pattern.test(path)))
    return "network-only"
  if (mode === "navigate") return "network-first-page"
  return HASHED_ASSET.test(path) ? "cache-first" : "network-only"
}

/** The worker's caches are named with this prefix; an activating worker deletes every other version's. */
export const CACHE_PREFIX = "member-site-"
export const cacheNameOf = (version: string): string => `${CACHE_PREFIX}${version}`
export const staleCaches = (names: ReadonlyArray<string>, current: string): ReadonlyArray<string> =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current)

/** The message the page posts to a waiting worker when the player chose 'อัปเดต'. */
export const SKIP_WAITING = "skip-waiting"
/** The message the page posts to ask the worker's version (answered on the message's port). */
export const ASK_VERSION = "version"
