// Pictures and videos named by the configuration are the site's own: no external host (OPEN-64).
// A module of its own, so the shell snapshot's decoder (in the first load) does not pull in the
// media pages' readers.

/**
 * A path on this site ("/content/…"): not another host's ("//cdn…", "https://…"), and with no
 * backslash, which a browser reads as a slash ("/\\cdn…" is "//cdn…").
 */
export const isLocalPath = (path: string): boolean =>
  path.startsWith("/") && !path.startsWith("//") && !path.includes("\\")

/**
 * A banner's link is one of the player's own pages: '/auth/' and lower-case path segments, nothing
 * else (no host, no scheme, no '//' or '\\' a browser would read as another host, no query).
 */
export const isBannerLink = (link: string): boolean => /^\/auth(?:\/[a-z0-9-]+)+$/.test(link)
