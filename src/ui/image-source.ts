// How every picture from the server or the configuration is asked for: once (UI-03, #15).
//
// React sets an image's `src` a second time when it mounts it (so that its load event reaches the
// handler), and a browser keeps no failed answer, so a failing picture given as a prop was asked
// for twice, and again by every box that showed it later. Here the address is set once the
// element is in the page, and the addresses that failed are remembered for the page's life.

/** The addresses that failed in this page's life; a reload gives each a new chance. */
const failedUrls = new Set<string>()

export const hasImageFailed = (url: string): boolean => failedUrls.has(url)

export const rememberFailedImage = (url: string): void => {
  failedUrls.add(url)
}

/** Points the mounted `img` at `url` unless it already is (a prerendered page's image, a re-render). */
export const setImageSource = (img: HTMLImageElement, url: string): void => {
  if (img.getAttribute("src") !== url) img.setAttribute("src", url)
}

/**
 * The `src` prop: only a prerender (no document) writes the address into the HTML, so that page
 * asks for it before any script; in the browser `setImageSource` sets it.
 */
export const prerenderedSource = (url: string): string | undefined =>
  typeof document === "undefined" ? url : undefined
