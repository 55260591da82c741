import { ASK_VERSION, cacheNameOf, cacheStrategyFor, SKIP_WAITING, staleCaches } from "./cache-strategy"

// The service worker (#15), built to dist/sw.js by vite-plugins/service-worker.ts, which puts the
// precache list and its version in place of __PWA_PRECACHE__. Hand-written: it does five things
// (precache the shell, hashed files cache-first, pages network-first with the Thai offline page,
// old caches dropped, skip waiting when the player asks), far fewer bytes than Workbox's runtime.
// The project compiles with the DOM library, so the few worker types it uses are declared here.

interface PrecacheManifest {
  readonly version: string
  readonly files: ReadonlyArray<string>
}
declare const __PWA_PRECACHE__: PrecacheManifest

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
  readonly ports: ReadonlyArray<MessagePort>
}
interface WorkerScope {
  readonly location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void
}

// The worker's global scope: a ServiceWorkerGlobalScope, which the DOM library does not describe;
// only the members above are used.
const isWorkerScope = (value: unknown): value is WorkerScope =>
  typeof value === "object" && value !== null && "skipWaiting" in value
const global: unknown = globalThis
if (!isWorkerScope(global)) throw new Error("sw.js runs only as a service worker")
const scope = global
const { version, files } = __PWA_PRECACHE__
const CACHE = cacheNameOf(version)
const OFFLINE_PAGE = "/offline.html"

scope.addEventListener("install", (event) => {
  // `cache: "reload"`: the files themselves, never an older copy from the HTTP cache.
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(files.map((file) => new Request(file, { cache: "reload" }))))
  )
})

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(staleCaches(names, CACHE).map((name) => caches.delete(name))))
  )
})

scope.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) event.waitUntil(scope.skipWaiting())
  else if (event.data === ASK_VERSION) event.ports[0]?.postMessage(version)
})

const offlinePage = async (): Promise<Response> =>
  (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error()

const pageFromNetwork = async (request: Request): Promise<Response> => {
  try {
    // eslint-disable-next-line no-restricted-globals -- the worker stands between the page and the network: its fetch is the page's own request
    return await fetch(request)
  } catch {
    return offlinePage()
  }
}

const cacheFirst = async (request: Request): Promise<Response> => {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request)
  if (kept !== undefined) return kept
  // eslint-disable-next-line no-restricted-globals -- the worker stands between the page and the network: its fetch is the page's own request
  const answer = await fetch(request)
  // Only whole answers are kept: a 404 (a chunk of another deploy) or a range stays uncached.
  if (answer.status === 200) await cache.put(request, answer.clone())
  return answer
}

scope.addEventListener("fetch", (event) => {
  const { request } = event
  const strategy = cacheStrategyFor({
    url: new URL(request.url),
    method: request.method,
    mode: request.mode,
    origin: scope.location.origin
  })
  if (strategy === "network-first-page") event.respondWith(pageFromNetwork(request))
  else if (strategy === "cache-first") event.respondWith(cacheFirst(request))
})
