import { chooseBrand, type Brand } from "./brands"

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

/** The running brand: chosen by hostname, else the configured default (PROD-05). */
export const runningBrand = (hostname: string): Brand => chooseBrand(hostname, env.VITE_DEFAULT_BRAND)

/** A configuration image's full URL on the content host (UI-02); null stays null. */
export const contentUrl = (path: string | null): string | null =>
  path === null ? null : /^https?:\/\//.test(path) ? path : `${deployment.contentBaseUrl}${path}`

/** The not-found placeholder for images that fail (UI-03). */
export const PLACEHOLDER_IMAGE = `${deployment.contentBaseUrl}/content/placeholder.svg`
