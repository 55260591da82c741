import type { NewsItem } from "./announcement-schema"

// The rules of announcements (UI-19, OPEN-62): the newest first by publish time, the unread count
// from the ids read on this device, and the ticker, which shows the newest items until the player
// dismisses it and comes back when something newer is published.

/** How many read ids a device keeps: the oldest are forgotten first (they have long left the list). */
export const READ_IDS_KEPT = 200

/** How many of the newest items the ticker runs through. */
export const TICKER_ITEMS = 3

/** Newest first by publish time; the same instant puts the higher id first. */
export const newestFirst = (items: ReadonlyArray<NewsItem>): ReadonlyArray<NewsItem> =>
  [...items].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id)

/** The items not read on this device. */
export const unreadCount = (items: ReadonlyArray<NewsItem>, read: ReadonlyArray<number>): number => {
  const seen = new Set(read)
  return items.filter((item) => !seen.has(item.id)).length
}

/**
 * What the ticker runs through: the newest items, unless the ticker was dismissed while the
 * newest was the one it shows first now (dismissed: nothing until a newer one is published).
 */
export const tickerItems = (
  items: ReadonlyArray<NewsItem>,
  dismissedTicker: number | null
): ReadonlyArray<NewsItem> => {
  const newest = newestFirst(items)
  const first = newest[0]
  if (first === undefined || first.id === dismissedTicker) return []
  return newest.slice(0, TICKER_ITEMS)
}

/** The read ids with `ids` added, the newest reads last, at most READ_IDS_KEPT of them. */
export const withRead = (read: ReadonlyArray<number>, ids: ReadonlyArray<number>): ReadonlyArray<number> => {
  const added = ids.filter((id) => !read.includes(id))
  if (added.length === 0) return read
  return [...read, ...added].slice(-READ_IDS_KEPT)
}
