import { storedShellSnapshot } from "../returning-player"
import { fillFrame } from "./frame-fill"

// The inline script of every player screen's prerendered frame (#30): the build bundles this file
// on its own (vite.config.ts) and writes it right after the frame's HTML. It fills the frame only
// for the player whose session the device keeps, from their own snapshot (the same the app then
// renders from); for anyone else the frame's gate has hidden it and the app draws the page.

const root = document.getElementById("root")
if (root !== null && root.dataset["playerFrame"] !== undefined) {
  const snapshot = storedShellSnapshot(() => window.localStorage)
  if (snapshot !== null) fillFrame(root, snapshot)
}
