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

void afterFirstPaint()
  .then(() => import("./app-main"))
  .catch(showAppLoadFailure)
