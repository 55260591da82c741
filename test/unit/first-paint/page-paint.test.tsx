// @vitest-environment jsdom
// #30: the entry asks for the app's code only once the page the HTML brought is on screen (the
// browser's report of the first contentful paint; a returning player's frame only paints once its
// Thai font has come), never while the page is still to be painted: anything started before it
// competes with it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { FRAME_FONTS_ATTRIBUTE, FRAME_HIDDEN_ATTRIBUTE } from "../../../src/first-paint/frame-attributes"
import { afterPagePaint } from "../../../src/first-paint/page-paint"

/** Whether `promise` has settled once pending timers of 0 ms and microtasks ran. */
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

/** A PerformanceObserver whose paint entries the test reports with `paint(name)`. */
const fakePaintTiming = () => {
  const reports: Array<(name: string) => void> = []
  class FakeObserver {
    static readonly supportedEntryTypes = ["paint"]
    private live = true
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => Array<unknown> }) => void) {}
    observe() {
      reports.push((painted) => {
        if (this.live) this.callback({ getEntriesByName: (name) => (name === painted ? [{ name }] : []) })
      })
    }
    disconnect() {
      this.live = false
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver)
  return { paint: (name: string) => reports.forEach((report) => report(name)) }
}

const html = document.documentElement
const prerendered = (): HTMLElement => {
  const root = document.createElement("div")
  root.innerHTML = "<main><h1>ถอนเงิน</h1></main>"
  return root
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  html.removeAttribute(FRAME_FONTS_ATTRIBUTE)
  html.removeAttribute(FRAME_HIDDEN_ATTRIBUTE)
})

describe("afterPagePaint (#30)", () => {
  it("#30 UI-18 a prerendered page holds the app until the browser reports its first contentful paint, not only a paint", async () => {
    const timing = fakePaintTiming()
    const painted = afterPagePaint(html, prerendered())
    timing.paint("first-paint")
    expect(await settled(painted)).toBe(false)
    timing.paint("first-contentful-paint")
    expect(await settled(painted)).toBe(true)
  })

  it("#30 UI-18 nothing to paint (an empty root, no root, a frame its gate hid from a guest): the app goes at once", async () => {
    fakePaintTiming()
    expect(await settled(afterPagePaint(html, document.createElement("div")))).toBe(true)
    expect(await settled(afterPagePaint(html, null))).toBe(true)
    html.setAttribute(FRAME_HIDDEN_ATTRIBUTE, "")
    expect(await settled(afterPagePaint(html, prerendered()))).toBe(true)
  })

  it("#30 a page that never reports its paint still starts the app, after 1 s", async () => {
    fakePaintTiming()
    const painted = afterPagePaint(html, prerendered())
    await vi.advanceTimersByTimeAsync(999)
    expect(await settled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(painted)).toBe(true)
  })

  it("#30 a tab in the background paints nothing: the app starts at once, or as soon as the tab is sent there", async () => {
    fakePaintTiming()
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden")
    expect(await settled(afterPagePaint(html, prerendered()))).toBe(true)
    visibility.mockReturnValue("visible")
    const painted = afterPagePaint(html, prerendered())
    expect(await settled(painted)).toBe(false)
    visibility.mockReturnValue("hidden")
    document.dispatchEvent(new Event("visibilitychange"))
    expect(await settled(painted)).toBe(true)
  })

  it("#30 a returning player's frame waiting for its Thai font is waited for as long as the font is (2 s) and more", async () => {
    fakePaintTiming()
    html.setAttribute(FRAME_FONTS_ATTRIBUTE, "")
    const painted = afterPagePaint(html, prerendered())
    await vi.advanceTimersByTimeAsync(2_999)
    expect(await settled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(painted)).toBe(true)
  })

  it("#30 COMPAT-12 a browser without paint timing (Mobile Safari 13) goes on after a frame and a task", async () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static readonly supportedEntryTypes: ReadonlyArray<string> = []
      }
    )
    const frames: Array<FrameRequestCallback> = []
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback))
    const painted = afterPagePaint(html, prerendered())
    expect(await settled(painted)).toBe(false)
    frames.forEach((callback) => callback(0))
    // After the frame's paint: a task later.
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(painted)).toBe(true)
  })
})
