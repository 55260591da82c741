import { categoryFromParam } from "./domain/game"
import { keptProviders, type ShellSnapshot } from "./domain/shell-snapshot"
import { paths } from "./routes/paths"
import { mayHoldSession, storedUsername } from "./services/session/session-keys"
import { readFirstPaintSnapshot } from "./services/shell/first-paint-snapshot"
import { frameAskedFor } from "./ui/frame-fill"

// What the app knows of a returning player before the runtime loads (#16): the device's shell
// snapshot, and from it the first screen's largest picture.
//
// A returning player's dashboard is judged by its largest picture, the carousel's first banner
// (LCP, #16), and the games lobby by its first provider's logo. Their addresses are in the
// snapshot, so app-main asks for the one of the first screen as it starts, while the screen's code
// loads, instead of when the screen mounts after that code has arrived. (Not from
// the entry: the decoder would move into the entry chunk every guest page loads, +0.7 kB gzip.)

/**
 * The snapshot of the stored session's player, if the storage may hold a session: what a returning
 * player's first screen renders from and preloads (below). Never throws.
 */
export const storedShellSnapshot = (storage: () => Storage): ShellSnapshot | null =>
  mayHoldSession(storage) ? readFirstPaintSnapshot(storage, storedUsername(storage)) : null

/** Where the page is: the address's path and query (window.location). */
export type PageAddress = Pick<Location, "pathname" | "search">

/**
 * The picture to preload for the first screen at `address`, from the snapshot; null when none is
 * known. The dashboard's is the carousel's first banner; the games lobby's the chosen tab's first
 * provider (not on the hot tab, whose games come first).
 */
export const firstPaintPicture = (snapshot: ShellSnapshot | null, address: PageAddress): string | null => {
  if (address.pathname === paths.auth.dashboard) return snapshot?.banners?.[0]?.image ?? null
  if (address.pathname !== paths.auth.gameCategoryRoute) return null
  const category = categoryFromParam(new URLSearchParams(address.search).get("cat"))
  if (category === "hot") return null
  return keptProviders(snapshot, category)[0]?.logo ?? null
}

/** Adds `<link rel="preload" as="image">` for the first screen's largest picture, if one is known. */
export const preloadFirstPaintPicture = (
  snapshot: ShellSnapshot | null,
  address: PageAddress,
  page: Document
): void => {
  const picture = firstPaintPicture(snapshot, address)
  // A player frame's fill asked for it already, before any module ran (#30).
  if (picture === null || frameAskedFor(page, picture)) return
  const link = page.createElement("link")
  // Attributes, not properties: an older WebView without `fetchPriority` still gets the preload.
  link.setAttribute("rel", "preload")
  link.setAttribute("as", "image")
  link.setAttribute("href", picture)
  link.setAttribute("fetchpriority", "high")
  page.head.append(link)
}
