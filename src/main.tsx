import "./index.css"
import { showAppLoadFailure } from "./app-load-failure"
import { appStylesheetLoaded } from "./first-paint/app-stylesheet"
import { afterPagePaint } from "./first-paint/page-paint"

// The entry: a guest's prerendered page or a returning player's frame is on screen before any of
// the app, so React and the app are asked for once the browser has presented it, and never hold
// or compete with it (first-paint/page-paint.ts).
const afterFirstPaint = (): Promise<void> => afterPagePaint(document.documentElement, document.getElementById("root"))

// The service worker (#15) registers after the page's load and a pause, so it never competes with
// the first screen; not in the dev server or the unit tests (PROD only).
if (import.meta.env.PROD && "serviceWorker" in navigator)
  addEventListener("load", () =>
    setTimeout(() => void import("./pwa/register-worker").then((m) => m.registerWorker()).catch(() => undefined), 1e3)
  )

void afterFirstPaint()
  .then(() => {
    // A prerendered page's whole stylesheet comes beside the app's code (first-paint/app-stylesheet.ts).
    void appStylesheetLoaded(document)
    return import("./app-main")
  })
  .catch(showAppLoadFailure)
