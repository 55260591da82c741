import { Schema } from "effect"
import { NewsList } from "../../domain/announcement-schema"
import { datasetEvents, noContext } from "../dataset-events"

/** GET /api/announcement: what a guest sees (API-05), newest first (the command sorts it). */
export const GuestNewsEvents = datasetEvents("GuestNews", NewsList, noContext)
/** GET /api/auth/announcement: what a player sees (API-53), newest first. */
export const PlayerNewsEvents = datasetEvents("PlayerNews", NewsList, noContext)

/** What this device remembered of announcements, read from its storage when the news loads. */
export const AnnouncementMarksRestored = Schema.TaggedStruct("AnnouncementMarksRestored", {
  read: Schema.Array(Schema.Int),
  dismissedTicker: Schema.NullOr(Schema.Int)
})
/** The player saw these items in the list ('ประกาศ'): they no longer count as unread. */
export const AnnouncementsRead = Schema.TaggedStruct("AnnouncementsRead", { ids: Schema.Array(Schema.Int) })
/** The ticker was closed while `id` was the newest item: it stays closed until a newer one. */
export const AnnouncementTickerDismissed = Schema.TaggedStruct("AnnouncementTickerDismissed", { id: Schema.Int })

export const AnnouncementEvent = Schema.Union(
  GuestNewsEvents.events,
  PlayerNewsEvents.events,
  AnnouncementMarksRestored,
  AnnouncementsRead,
  AnnouncementTickerDismissed
)
