import { Schema } from "effect"
import { NewsList } from "../../domain/announcement-schema"
import { remoteData } from "../remote-data-schema"

// The `announcement` slice (STORE-01, ENT-20, UI-19): the spec starts it, and resets it, as an
// empty object, so every member is optional and the selectors read an absent one as its start.

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

export const AnnouncementStateSchema = Schema.Struct({
  /** The guests' news (GET /api/announcement), newest first. */
  guest: optional(remoteData(NewsList)),
  /** The player's news (GET /api/auth/announcement), newest first. */
  player: optional(remoteData(NewsList)),
  /** The ids read on this device (restored from it, then each read added). */
  read: optional(Schema.Array(Schema.Int)),
  /** The newest id when the ticker was dismissed: hidden until a newer one is published. */
  dismissedTicker: optional(Schema.NullOr(Schema.Int))
})
export type AnnouncementState = typeof AnnouncementStateSchema.Type
