import "./index.css"
import { showAppLoadFailure } from "./app-load-failure"

/** How long the app waits for a frame at most: a tab opened in the background paints none. */
const FIRST_PAINT_WAIT_MS = 100

// The entry: a guest's prerendered page is already on screen, so React and the app load after the
// browser has painted it (a frame, then a task) and never hold its first frames.
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, FIRST_PAINT_WAIT_MS)
  })

// The service worker (#15) registers after the page's load and a pause, so it never competes with
// the first screen; not in the dev server or the unit tests (PROD only).
if (import.meta.env.PROD && "serviceWorker" in navigator)
  addEventListener("load", () =>
    setTimeout(() => void import("./pwa/register-worker").then((m) => m.registerWorker()).catch(() => undefined), 1e3)
  )

void afterFirstPaint()
  .then(() => import("./app-main"))
  .catch(showAppLoadFailure)
