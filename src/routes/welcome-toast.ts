import { useSyncExternalStore } from "react"
import { loadSonner } from "./sonner-loader"

// The welcome after a registration (#29) is a new player's first sight of the dashboard, and the
// daily check-in popup would cover it. So the popup waits while a welcome is on its way or on
// screen: held from the press (the session starts, and the layout may decide on the popup, before
// the registration's answer reaches the screen) until sonner says the toast has gone, closed by its
// own timer or dismissed, or could not be shown (sonner did not load: offline). No timer of ours: the
// toast's own, which Playwright's clock drives in the tests.

let holds = 0
const listeners = new Set<() => void>()

const change = (by: number): void => {
  holds += by
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Shows `welcome`'s message as a success toast once it settles, holding what waits for it
 * (`useWelcomeShowing`) from now until that toast has gone. Null, or a failure, releases at once.
 */
export const welcomeAfter = (welcome: Promise<string | null>): void => {
  change(1)
  let released = false
  const release = (): void => {
    if (released) return
    released = true
    change(-1)
  }
  void welcome.then((message) => {
    if (message === null) return release()
    void loadSonner().then(
      ({ toast }) => void toast.success(message, { onAutoClose: release, onDismiss: release }),
      release
    )
  }, release)
}

/** Whether a welcome is on its way or on screen. */
export const useWelcomeShowing = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => holds > 0,
    () => false
  )
