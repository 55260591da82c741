import { useEffect, useRef, useState, type KeyboardEvent } from "react"

/** What the dialog's panel listens to, to hold its auto-close (Modal's panelEvents). */
export interface AutoCloseHolds {
  readonly onPointerEnter: () => void
  readonly onPointerLeave: () => void
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
}

/**
 * Calls onElapsed `ms` after `open` turns true, unless the player is reading (WCAG 2.2.1 Timing
 * Adjustable): the countdown pauses while the pointer is over the dialog and resumes with the time
 * that was left, and it stops for good once the player moves focus with Tab; the focus the dialog
 * sets itself on opening does not count, as it says nothing about the player.
 */
export const usePausableAutoClose = (open: boolean, ms: number, onElapsed: () => void): AutoCloseHolds => {
  const [pointerOver, setPointerOver] = useState(false)
  const [focusMoved, setFocusMoved] = useState(false)
  const [openBefore, setOpenBefore] = useState(open)
  if (open !== openBefore) {
    // A dialog opened again starts a fresh countdown, whatever held the last one.
    setOpenBefore(open)
    setPointerOver(false)
    setFocusMoved(false)
  }

  const onElapsedRef = useRef(onElapsed)
  useEffect(() => {
    onElapsedRef.current = onElapsed
  }, [onElapsed])

  const remaining = useRef(ms)
  useEffect(() => {
    if (open) remaining.current = ms
  }, [open, ms])

  useEffect(() => {
    if (!open || pointerOver || focusMoved) return undefined
    const startedAt = Date.now()
    const timer = setTimeout(() => onElapsedRef.current(), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [open, pointerOver, focusMoved])

  return {
    onPointerEnter: () => setPointerOver(true),
    onPointerLeave: () => setPointerOver(false),
    onKeyDown: (event) => {
      if (event.key === "Tab") setFocusMoved(true)
    }
  }
}
