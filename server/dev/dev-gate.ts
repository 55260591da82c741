import type { IncomingMessage } from "node:http"
import { isJsonContentType } from "../http/content-type"

// Who may reach the test-only control calls (/__dev/*, #31). They credit balances, reset the
// state and script faults with no login, so they must never answer a real site: only a server
// started with DEV_CONTROLS=1 (npm run dev, the tests, the soak and bench scripts) has them, only a
// loopback Host reaches them (a page of another site rebinding its own name to this address still
// sends its own name), and a POST must say application/json: a text/plain, form or multipart POST
// is one a page of any site can send without a CORS preflight.

/** DEV_CONTROLS as main.ts reads it: exactly "1" turns the controls on; anything else, or nothing, leaves them off. */
export const devControlsEnabled = (value: string | undefined): boolean => value === "1"

/** 127.0.0.1, localhost or [::1], with or without a port. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i

export const isLoopbackHost = (host: string | undefined): boolean => LOOPBACK_HOST.test(host ?? "")

/**
 * "hidden": answer as for any missing file, so a server without the controls (or a foreign Host)
 * does not even tell they exist; "unsupported-type": a 415, for a local client that forgot the type.
 */
export type DevGate = "open" | "hidden" | "unsupported-type"

export const devGate = (req: IncomingMessage, enabled: boolean): DevGate => {
  if (!enabled || !isLoopbackHost(req.headers.host)) return "hidden"
  if (req.method === "POST" && !isJsonContentType(req.headers["content-type"] ?? "")) return "unsupported-type"
  return "open"
}
