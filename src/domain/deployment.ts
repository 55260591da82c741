import type { Brand } from "./brands"
import { BRAND_DATA_ID, decodeInlineBrand } from "./inline-brand"

// Per-deployment settings from the build's environment (README: "Configuration"): where the API,
// the socket, the content and the external frames live, and which brand a hostname is.

const env = import.meta.env

export const deployment = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? "",
  socketUrl: env.VITE_SOCKET_URL ?? "",
  contentBaseUrl: env.VITE_CONTENT_BASE_URL ?? "",
  liveScoreUrl: env.VITE_LIVE_SCORE_URL ?? "/stand-in/live-score.html",
  standingsUrl: env.VITE_STANDINGS_URL ?? "/stand-in/standings.html",
  chatScriptUrl: env.VITE_CHAT_SCRIPT_URL ?? "/stand-in/chat-widget.js"
} as const

/**
 * The brand the page was served as (PROD-05, #32): the server chose it by hostname from
 * /brands.json and wrote it into the page (domain/inline-brand.ts); null when the page carries none.
 */
export const servedBrand = (page: Pick<Document, "getElementById">): Brand | null =>
  decodeInlineBrand(page.getElementById(BRAND_DATA_ID)?.textContent)

/** A configuration image's full URL on the content host (UI-02); null stays null. */
export const contentUrl = (path: string | null): string | null =>
  path === null ? null : /^https?:\/\//.test(path) ? path : `${deployment.contentBaseUrl}${path}`

/** The not-found placeholder for images that fail (UI-03). */
export const PLACEHOLDER_IMAGE = `${deployment.contentBaseUrl}/content/placeholder.svg`
