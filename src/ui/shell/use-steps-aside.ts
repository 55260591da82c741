import { useEffect, useState, type RefObject } from "react"

/**
 * What a floating button must never cover (#29): a primary action (the Button component marks it)
 * and what a screen marks itself, such as the PromptPay QR with its 'บันทึก QR'.
 */
export const KEEP_CLEAR = "[data-keep-clear]"

interface Box {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Whether the fixed element `ref` points at sits over something that must stay clear: it then steps
 * aside (the caller hides it) until that has scrolled on. Checked once a frame at most, on scroll,
 * on resize and when the page's content changes (the QR appearing under it). Never while it
 * has the keyboard focus: a control that vanishes under the focus loses the player's place.
 */
export const useStepsAside = (ref: RefObject<HTMLElement | null>): boolean => {
  const [aside, setAside] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const self = ref.current
      if (self === null || self.matches(":focus-within")) return setAside(false)
      // Faded, never moved: its box is where it would be. None while a dialog hides it.
      const home = self.getBoundingClientRect()
      if (home.width === 0) return
      const covered = [...document.querySelectorAll(KEEP_CLEAR)].some((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && overlaps(home, box)
      })
      setAside(covered)
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule)
    resized?.observe(document.body)
    // What changes without a scroll or a size: a dialog closing (the button shows again), a screen's
    // content swapped for another of the same height.
    const changed = typeof MutationObserver === "undefined" ? null : new MutationObserver(schedule)
    changed?.observe(document.body, { childList: true, subtree: true })
    window.addEventListener("scroll", schedule, { passive: true, capture: true })
    window.addEventListener("resize", schedule)
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      resized?.disconnect()
      changed?.disconnect()
      window.removeEventListener("scroll", schedule, { capture: true })
      window.removeEventListener("resize", schedule)
    }
  }, [ref])
  return aside
}
