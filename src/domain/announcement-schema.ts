// The wire format of announcements (news, ENT-20); the rules about them are in announcement.ts.
import { Schema } from "effect"

/** An instant the server wrote as ISO 8601: kept as the text, refused when it is not a date. */
const Instant = Schema.String.pipe(
  Schema.filter((text) => Number.isFinite(Date.parse(text)), { message: () => "not an ISO date-time" })
)

/**
 * One news item (ENT-20, UI-19). Title and body are plain text: shown as text, never as HTML, so
 * markup in them reads as the characters it is.
 */
export const NewsItem = Schema.Struct({
  id: Schema.Int.pipe(Schema.positive()),
  title: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
  body: Schema.String.pipe(Schema.maxLength(4000)),
  publishedAt: Instant
})
export type NewsItem = typeof NewsItem.Type

/** GET /api/announcement and GET /api/auth/announcement answer a list of news items. */
export const NewsList = Schema.Array(NewsItem)
export type NewsList = typeof NewsList.Type

/** What this device remembers of announcements (read ids, the dismissed ticker): versioned. */
export const StoredAnnouncementMarks = Schema.Struct({
  version: Schema.Literal(1),
  read: Schema.Array(Schema.Int),
  dismissedTicker: Schema.NullOr(Schema.Int)
})
export type StoredAnnouncementMarks = typeof StoredAnnouncementMarks.Type
