import type { ShellSnapshot } from "./domain/shell-snapshot"
import { paths } from "./routes/paths"
import { mayHoldSession, storedUsername } from "./services/session/session-keys"
import { readFirstPaintSnapshot } from "./services/shell/first-paint-snapshot"

// What the app knows of a returning player before the runtime loads (#16): the device's shell
// snapshot, and from it the first screen's largest picture.
//
// A returning player's dashboard is judged by its largest picture, the carousel's first banner
// (LCP, #16). Its address is in the snapshot, so app-main asks for it as it starts, while the
// dashboard's code loads, instead of when the carousel mounts after that code has arrived. (Not from
// the entry: the decoder would move into the entry chunk every guest page loads, +0.7 kB gzip.)

/**
 * The snapshot of the stored session's player, if the storage may hold a session: what a returning
 * player's first screen renders from and preloads (below). Never throws.
 */
export const storedShellSnapshot = (storage: () => Storage): ShellSnapshot | null =>
  mayHoldSession(storage) ? readFirstPaintSnapshot(storage, storedUsername(storage)) : null

/** The picture to preload for `pathname`'s first screen, from the snapshot; null when none is known. */
export const firstPaintPicture = (snapshot: ShellSnapshot | null, pathname: string): string | null =>
  pathname === paths.auth.dashboard ? (snapshot?.banners?.[0]?.image ?? null) : null

/** Adds `<link rel="preload" as="image">` for the first screen's largest picture, if one is known. */
export const preloadFirstPaintPicture = (snapshot: ShellSnapshot | null, pathname: string, page: Document): void => {
  const picture = firstPaintPicture(snapshot, pathname)
  if (picture === null) return
  const link = page.createElement("link")
  // Attributes, not properties: an older WebView without `fetchPriority` still gets the preload.
  link.setAttribute("rel", "preload")
  link.setAttribute("as", "image")
  link.setAttribute("href", picture)
  link.setAttribute("fetchpriority", "high")
  page.head.append(link)
}
