import { loadSonner } from "../sonner-loader"
import { welcomeHold } from "../welcome-hold"

/**
 * The welcome toast of a registration (#29), shown once `welcome` settles with its message, the
 * check-in popup held from now until the toast has gone: sonner's own timer closed it
 * (`onAutoClose`), the player dismissed it (`onDismiss`), or it could not be shown (sonner did not
 * load: offline). No timer of ours, so nothing races the toast's (Playwright's clock drives it in
 * the tests). Null, or a failure, lets go at once.
 */
export const welcomeAfter = (welcome: Promise<string | null>): void => {
  welcomeHold.take()
  // Given back once, whichever of sonner's callbacks (or the failure) comes first.
  let held = true
  const release = (): void => {
    if (!held) return
    held = false
    welcomeHold.give()
  }
  void welcome.then((message) => {
    if (message === null) return release()
    void loadSonner().then(
      ({ toast }) => void toast.success(message, { onAutoClose: release, onDismiss: release }),
      release
    )
  }, release)
}
