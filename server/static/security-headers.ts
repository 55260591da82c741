import type { IncomingMessage } from "node:http"

// Security headers of HTML answers. The socket is on the same origin, so connect-src names the
// websocket form of the Host the browser asked for.

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export type FrameAncestors = "'none'" | "'self'"

/** The request's Host when it is a plain host[:port], else the server's own address. */
export const requestHost = (req: IncomingMessage, fallback: string): string => {
  const host = req.headers.host ?? ""
  return HOST_PATTERN.test(host) ? host : fallback
}

export const contentSecurityPolicy = (host: string, frameAncestors: FrameAncestors): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ws://${host}`,
    "frame-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'"
  ].join("; ")

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin"
}

/** Every page's: the app uses no camera, microphone or location, nor may anything it frames. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()"
}

/** Headers for an HTML page; `csp: false` in --dev, where Vite injects inline scripts. */
export const htmlSecurityHeaders = (
  host: string,
  options: { readonly csp: boolean; readonly frameAncestors: FrameAncestors }
): Readonly<Record<string, string>> =>
  options.csp
    ? { ...PAGE_HEADERS, "Content-Security-Policy": contentSecurityPolicy(host, options.frameAncestors) }
    : PAGE_HEADERS
