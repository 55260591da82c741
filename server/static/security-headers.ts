// Security headers of HTML answers. The socket is on the same origin, so connect-src names the
// websocket form of the page's host: the Host the browser asked for when the host policy allows
// it (server/http/host-policy.ts), else the server's own address.

export type FrameAncestors = "'none'" | "'self'"

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
