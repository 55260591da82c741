// The welcome after a registration (#29) is a new player's first sight of the dashboard, and the
// daily check-in popup would cover it: the popup waits while a welcome holds it. The registration
// takes the hold at its press (the session starts, and the layout may decide on the popup, before
// the press's outcome reaches the screen) and lets go when the toast has gone (routes/register/
// welcome.ts); the check-in host reads it. Kept apart, with nothing imported, because the two live
// in different chunks: this is the small one they share.

let holds = 0
const listeners = new Set<() => void>()

const change = (by: number): void => {
  holds += by
  for (const listener of listeners) listener()
}

export const welcomeHold = {
  /** One more welcome on its way or on screen; the taker gives it back once (welcome.ts). */
  take: (): void => change(1),
  give: (): void => change(-1),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Whether a welcome is on its way or on screen. */
  held: (): boolean => holds > 0
}
