import { useState } from "react"

/**
 * `value`, except while `hold` is true: then the value it had when `hold` became true. The wheel
 * keeps the balance and the points at what they were while it turns, so the prize is not given away
 * before it stops (the answer's refresh, or the socket's, arrives in the first second).
 */
export const useHeldWhile = <A>(value: A, hold: boolean): A => {
  const [held, setHeld] = useState<{ readonly value: A } | null>(null)
  // Adjusting state while rendering (React's pattern for "the value when X changed"): no effect, no flash.
  if (hold && held === null) setHeld({ value })
  if (!hold && held !== null) setHeld(null)
  return hold && held !== null ? held.value : value
}
