import { TOKEN_KEY, USER_KEY } from "../services/session/session-keys"
import { SHELL_SNAPSHOT_KEY } from "../services/shell/shell-snapshot-key"
import { FRAME_FONTS_ATTRIBUTE, FRAME_HIDDEN_ATTRIBUTE } from "./frame-attributes"

// A player screen's prerendered frame (#30) is for a returning player only: someone with a stored
// session and the shell snapshot the page renders from. Anyone else (a guest who opened a player's
// address, a player whose device kept no snapshot) must never see it, not even for one frame before
// the app sends them to /login or draws the page itself. This classic script runs in the page's
// head, before the body is parsed, and marks the document; the stylesheet then hides the frame
// (index.css), and the app (app-main.tsx) removes it and renders the page in the browser.
//
// It is inline, allowed by its hash (server/csp/inline-hashes.ts), so it costs no request; it mirrors
// `mayHoldSession` and the snapshot's presence, not its decoding: a snapshot that does not decode
// leaves the frame on screen for a player, which the app then replaces. Its attributes are in
// frame-attributes.ts: the entry reads them without this source (its template is kept whole by the
// bundler, JSON.stringify calls and all, wherever the module is imported).

/** The gate's source, as the build writes it into each player frame's <head>. */
export const PLAYER_FRAME_GATE_SCRIPT = `(function(){var d=document.documentElement;try{var s=window.localStorage;if((s.getItem(${JSON.stringify(
  TOKEN_KEY
)})!==null||s.getItem(${JSON.stringify(USER_KEY)})!==null)&&s.getItem(${JSON.stringify(
  SHELL_SNAPSHOT_KEY
)})!==null){d.setAttribute(${JSON.stringify(FRAME_FONTS_ATTRIBUTE)},"");return}}catch(e){}d.setAttribute(${JSON.stringify(FRAME_HIDDEN_ATTRIBUTE)},"")})()`
