import { FRAME_FONT_WAIT_MS, FRAME_FONTS_ATTRIBUTE, FRAME_HIDDEN_ATTRIBUTE } from "./frame-attributes"

// When the entry asks for the app's code (main.tsx): once the page the HTML brought is on screen. A
// guest's prerendered page or a returning player's frame is the page's first contentful paint and
// its largest; requests and work begun before it compete with it, for a phone's network and main
// thread (and in Lighthouse's model of one, which counts every request started before the largest
// paint as part of it: a player's cold LCP went from 2.1–2.3 s to 1.2–1.5 s, docs/performance.md).

/**
 * The longest the paint is waited for (beyond a frame's wait for its font): a slow phone lays out
 * and paints a page well after 100 ms, but a page that never reports its paint must still start.
 */
const PAINT_WAIT_MS = 1_000

/**
 * Resolves once the browser reports the first contentful paint, in a task of its own: presented,
 * not only drawn (its raster may come tens of milliseconds later), and for a player's frame only
 * once the gate's wait for the Thai font has shown it (frame-gate.ts). At once when the HTML brought
 * nothing to paint (an empty root, a frame its gate hid: the app itself paints first) and when the
 * tab is in the background, where nothing is painted and nothing competes. A browser without paint
 * timing (Mobile Safari 13) goes on after a frame and a task.
 */
export const afterPagePaint = (html: HTMLElement, root: HTMLElement | null): Promise<void> =>
  new Promise((resolve) => {
    const page = html.ownerDocument
    const nothingToWaitFor =
      root === null ||
      root.childElementCount === 0 ||
      html.hasAttribute(FRAME_HIDDEN_ATTRIBUTE) ||
      page.visibilityState === "hidden"
    if (nothingToWaitFor) {
      resolve()
      return
    }
    const paintTiming =
      typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint")
    const observer = paintTiming
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName("first-contentful-paint").length > 0) done()
        })
      : undefined
    const done = () => {
      observer?.disconnect()
      clearTimeout(timer)
      page.removeEventListener("visibilitychange", done)
      resolve()
    }
    const timer = setTimeout(done, (html.hasAttribute(FRAME_FONTS_ATTRIBUTE) ? FRAME_FONT_WAIT_MS : 0) + PAINT_WAIT_MS)
    // Sent to the background meanwhile: no paint is coming.
    page.addEventListener("visibilitychange", done)
    if (observer === undefined) requestAnimationFrame(() => setTimeout(done, 0))
    else observer.observe({ type: "paint", buffered: true })
  })
