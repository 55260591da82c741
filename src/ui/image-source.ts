// How every picture from the server or the configuration is asked for: once (UI-03, #15).
//
// React sets an image's `src` a second time when it mounts it (so that its load event reaches the
// handler), and a browser keeps no failed answer, so a failing picture given as a prop was asked
// for twice, and again by every box that showed it later. Here the address is set once the
// element is in the page, and the addresses that failed are remembered for the page's life. Two
// boxes of one picture on one screen (a reward in the grid and in the history) share one request:
// the second waits for the first's answer instead of asking while it is on its way.

import { frameSawFail } from "./frame-fill"

/** The addresses that failed in this page's life; a reload gives each a new chance. */
const failedUrls = new Set<string>()

/** Failed already: here, or for a player frame's first-paint fill before the app ran (#30). */
export const hasImageFailed = (url: string): boolean =>
  failedUrls.has(url) || (typeof document !== "undefined" && frameSawFail(document, url))

export const rememberFailedImage = (url: string): void => {
  failedUrls.add(url)
}

/** The address each box shows: set on it, or waiting for another box's answer. */
const wanted = new WeakMap<HTMLImageElement, string>()

/** Whether `setImageSource` has pointed `img` at an address (not the page's HTML). */
export const isImageSourceSet = (img: HTMLImageElement): boolean => wanted.has(img)

/** A request on its way: the box that made it, and whether it loaded (null: its box moved on). */
interface Fetch {
  readonly img: HTMLImageElement
  readonly settled: Promise<boolean | null>
  readonly settle: (loaded: boolean | null) => void
}
const fetching = new Map<string, Fetch>()

const startFetch = (img: HTMLImageElement, url: string): void => {
  const listening = new AbortController()
  let resolve: (loaded: boolean | null) => void = () => undefined
  const settled = new Promise<boolean | null>((settle) => (resolve = settle))
  let done = false
  const request: Fetch = {
    img,
    settled,
    // Once only: a browser without listener signals (before Safari 15) keeps calling the listeners
    // when this box later shows another picture.
    settle: (loaded) => {
      if (done) return
      done = true
      if (fetching.get(url) === request) fetching.delete(url)
      listening.abort()
      if (loaded === false) rememberFailedImage(url)
      resolve(loaded)
    }
  }
  fetching.set(url, request)
  img.addEventListener("load", () => request.settle(true), { signal: listening.signal })
  img.addEventListener("error", () => request.settle(false), { signal: listening.signal })
  img.setAttribute("src", url)
}

/**
 * Points the mounted `img` at `url` unless it already is (a prerendered page's image, a re-render).
 * While another box's request for `url` is on its way, this one waits for its answer: loaded, it
 * sets the address (the browser's memory of the picture answers); failed, it gets an `error`
 * event of its own (what the browser would have sent after asking again).
 */
export const setImageSource = (img: HTMLImageElement, url: string): void => {
  const previous = wanted.get(img)
  if (previous === url || img.getAttribute("src") === url) return
  wanted.set(img, url)
  // A box that moves on from an address it was fetching tells the boxes waiting on it: it failed
  // (its error handler moved it to the placeholder before the listener above ran), or they ask.
  if (previous !== undefined && fetching.get(previous)?.img === img)
    fetching.get(previous)?.settle(hasImageFailed(previous) ? false : null)
  const other = fetching.get(url)
  // A box that left the page (unmounted while asking) is not waited for.
  if (other === undefined || !other.img.isConnected) return startFetch(img, url)
  void other.settled.then((loaded) => {
    if (wanted.get(img) !== url) return
    if (loaded === false) return void img.dispatchEvent(new Event("error"))
    // Loaded, or its box moved on: this one asks (through here, so that one box asks at a time).
    wanted.delete(img)
    setImageSource(img, url)
  })
}

/**
 * The `src` prop: only a prerender (no document) writes the address into the HTML, so that page
 * asks for it before any script; in the browser `setImageSource` sets it.
 */
export const prerenderedSource = (url: string): string | undefined =>
  typeof document === "undefined" ? url : undefined
