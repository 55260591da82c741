// Pictures and videos named by the configuration are the site's own: no external host (OPEN-64).
// A module of its own, so the shell snapshot's decoder (in the first load) does not pull in the
// media pages' readers.

/** A path on this site ("/content/…"): not another host's ("//cdn…", "https://…"). */
export const isLocalPath = (path: string): boolean => path.startsWith("/") && !path.startsWith("//")
