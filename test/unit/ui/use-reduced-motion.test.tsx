// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useReducedMotion } from "../../../src/ui/use-reduced-motion"

type Listener = () => void

/** A matchMedia whose answer the test changes, telling its listeners as a browser would. */
const scriptedMedia = (initially: boolean) => {
  let matches = initially
  const listeners = new Set<Listener>()
  const matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget()
    return Object.assign(list, {
      get matches() {
        return matches
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener)
    })
  }
  const change = (next: boolean) => {
    matches = next
    for (const listener of listeners) listener()
  }
  return { matchMedia, change, listeners }
}

const original = Object.getOwnPropertyDescriptor(window, "matchMedia")

afterEach(() => {
  if (original === undefined) Reflect.deleteProperty(window, "matchMedia")
  else Object.defineProperty(window, "matchMedia", original)
})

describe("useReducedMotion (#15 prefers-reduced-motion honoured by every animation)", () => {
  it("a browser without matchMedia gets motion as usual instead of a crashed screen", () => {
    Reflect.deleteProperty(window, "matchMedia")
    const { result, unmount } = renderHook(() => useReducedMotion())
    expect(result.current).toBe(false)
    unmount()
  })

  it("follows the player's setting live and lets go of its listener on unmount", () => {
    const media = scriptedMedia(true)
    Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: media.matchMedia })
    const { result, unmount } = renderHook(() => useReducedMotion())
    expect(result.current).toBe(true)
    act(() => media.change(false))
    expect(result.current).toBe(false)
    unmount()
    expect(media.listeners.size).toBe(0)
  })
})
