// The welcome after a registration (#29) is a new player's first sight of the dashboard, and the
// daily check-in popup would cover it: the popup waits while a welcome holds it. The registration
// takes the hold at its press (the session starts, and the layout may decide on the popup, before
// the press's outcome reaches the screen) and lets go when the toast has gone (routes/register/
// welcome.ts); the check-in host reads it. Kept apart, with nothing imported, because the two live
// in different chunks: this is the small one they share.

let holds = 0
const listeners = new Set<() => void>()

const tell = (): void => {
  for (const listener of listeners) listener()
}

export const welcomeHold = {
  /** Holds the popup; the function returned lets go, once however often it is called. */
  take: (): (() => void) => {
    holds += 1
    tell()
    let held = true
    return () => {
      if (!held) return
      held = false
      holds -= 1
      tell()
    }
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Whether a welcome is on its way or on screen. */
  held: (): boolean => holds > 0
}
