import { Schema } from "effect"
import { AuthEvent } from "./auth-events"
import { CheckInEvent } from "./check-in-events"
import { ContentEvent } from "./content-events"
import { GlobalEvent } from "./global-events"
import { UserEvent } from "./user-events"

/** Every domain event of the app: the only way state changes. */
export const AppEvent = Schema.Union(AuthEvent, GlobalEvent, UserEvent, ContentEvent, CheckInEvent)
export type AppEvent = typeof AppEvent.Type
export type AppEventTag = AppEvent["_tag"]
export type EventOf<Tag extends AppEventTag> = Extract<AppEvent, { readonly _tag: Tag }>
