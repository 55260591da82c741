/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The REST API's base URL; empty for the page's own origin. */
  readonly VITE_API_BASE_URL?: string
  /** The socket.io host; empty for the page's own origin. */
  readonly VITE_SOCKET_URL?: string
  /** The content-delivery host of configuration images; empty for the page's own origin. */
  readonly VITE_CONTENT_BASE_URL?: string
  /** The live-score and standings frames, and the live chat script. */
  readonly VITE_LIVE_SCORE_URL?: string
  readonly VITE_STANDINGS_URL?: string
  readonly VITE_CHAT_SCRIPT_URL?: string
  /** Where the pages send their Core Web Vitals (#30); "" for nowhere (src/domain/vitals.ts). */
  readonly VITE_VITALS_URL?: string
}

interface Window {
  /** Set by public/browser-check.js when the bundle cannot run here. */
  __appCannotStart?: boolean
}
