import { CSP_REPORT_PATH } from "../csp/csp-report-endpoint"

// Security headers of HTML answers. The socket is on the same origin, so connect-src names the
// websocket form of the page's host: the Host the browser asked for when the host policy allows
// it (server/http/host-policy.ts), else the server's own address. Violations are reported to
// /csp-report, by report-uri (every engine) and report-to with Reporting-Endpoints (the Reporting
// API, which engines that know it use instead).

export type FrameAncestors = "'none'" | "'self'"

export interface PagePolicy {
  /** The page's host for connect-src (HostPolicy.hostFor). */
  readonly host: string
  readonly frameAncestors: FrameAncestors
  /**
   * The hashes of the inline stylesheets the page may have (server/csp/inline-hashes.ts), or null
   * when they could not all be known: then inline style elements stay allowed by 'unsafe-inline'.
   */
  readonly styleHashes: ReadonlyArray<string> | null
  /** The hashes of the page's own inline scripts (a player frame's gate, #30); none by default. */
  readonly scriptHashes?: ReadonlyArray<string>
}

/**
 * Styles: engines with CSP level 3 (Chrome 75, Firefox 108, Safari 15.4 and later) read
 * style-src-elem, which allows the same origin's stylesheets and only the listed inline ones, and
 * style-src-attr, which keeps style="..." attributes (prerendered markup has some; an attribute
 * cannot hold a selector, so it cannot read the page as an injected <style> can). Older engines
 * of the build's targets (Firefox 80, Safari 14) know only style-src, and keep 'unsafe-inline'
 * there, since a hash beside it would turn it off for attributes too.
 */
const styleDirectives = (styleHashes: ReadonlyArray<string> | null): ReadonlyArray<string> =>
  styleHashes === null
    ? ["style-src 'self' 'unsafe-inline'"]
    : [
        "style-src 'self' 'unsafe-inline'",
        ["style-src-elem 'self'", ...styleHashes].join(" "),
        "style-src-attr 'unsafe-inline'"
      ]

export const CSP_REPORT_GROUP = "csp"

export const contentSecurityPolicy = (policy: PagePolicy): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...(policy.scriptHashes ?? [])].join(" "),
    ...styleDirectives(policy.styleHashes),
    // blob: for the slip screen's preview of the chosen image and its downscaling (object URLs only
    // this page's own scripts can make).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ws://${policy.host}`,
    "frame-src 'self'",
    // The brand's manifest and the service worker (#15), from this origin only.
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-ancestors ${policy.frameAncestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`
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

/** Headers for an HTML page in production (--dev sends PAGE_HEADERS only: Vite injects inline scripts). */
export const htmlSecurityHeaders = (policy: PagePolicy): Readonly<Record<string, string>> => ({
  ...PAGE_HEADERS,
  "Content-Security-Policy": contentSecurityPolicy(policy),
  "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`
})
