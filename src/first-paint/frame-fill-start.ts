import { storedShellSnapshot } from "../returning-player"
import { fillFrame, type FrameDrawings } from "./frame-fill"
import { FRAME_FONT_WAIT_MS, FRAME_FONTS_ATTRIBUTE } from "./frame-attributes"

// The inline script of every player screen's prerendered frame (#30), started by its entry
// (frame-fill-entry.ts, or frame-fill-wheel-entry.ts for the frame that draws the wheel): the build
// bundles each entry on its own (vite.config.ts) and writes it right after the frame's HTML. It
// fills the frame only for the player whose session the device keeps, from their own snapshot (the
// same the app then renders from); for anyone else the frame's gate has hidden it and the app draws
// the page.

/** Shows the frame once its font is there and fills it; `drawings` are the frame's own drawings. */
export const startFrameFill = (drawings: FrameDrawings): void => {
  // The frame shows once the page's Thai font is there (both weights), or after 2 s at most: the
  // gate kept it hidden meanwhile (frame-gate.ts), so no line moves when the font arrives.
  const showFrame = () => document.documentElement.removeAttribute(FRAME_FONTS_ATTRIBUTE)
  setTimeout(showFrame, FRAME_FONT_WAIT_MS)
  if ("fonts" in document)
    Promise.all([
      document.fonts.load('400 1em "Noto Sans Thai"', "ก"),
      document.fonts.load('700 1em "Noto Sans Thai"', "ก")
    ]).then(showFrame, showFrame)
  else showFrame()

  const root = document.getElementById("root")
  if (root !== null && root.dataset["playerFrame"] !== undefined) {
    const snapshot = storedShellSnapshot(() => window.localStorage)
    if (snapshot !== null) fillFrame(root, snapshot, window.location, Date.now(), drawings)
  }
}
