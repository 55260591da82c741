import { Context, Effect, Layer } from "effect"
import type { NewsList } from "../../domain/announcement-schema"
import type { ApiError } from "../../domain/errors"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { announcementEndpoints } from "./endpoints"

export interface AnnouncementServiceShape {
  /** GET /api/announcement: the news a guest sees (API-05). */
  readonly guestNews: Effect.Effect<NewsList, ApiError>
  /** GET /api/auth/announcement: the news a player sees, members-only items included (API-53). */
  readonly playerNews: Effect.Effect<NewsList, ApiError>
}

export class AnnouncementService extends Context.Tag("app/AnnouncementService")<
  AnnouncementService,
  AnnouncementServiceShape
>() {
  static readonly layer = Layer.effect(
    AnnouncementService,
    Effect.map(ApiClient, (api) => ({
      guestNews: api.call(announcementEndpoints.guestNews, { params: {}, body: undefined }),
      playerNews: api.call(announcementEndpoints.playerNews, { params: {}, body: undefined })
    }))
  )

  static readonly Test = (impl: Partial<AnnouncementServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<AnnouncementServiceShape>("AnnouncementService", observe)
    return Layer.succeed(AnnouncementService, {
      guestNews: method.effect("guestNews", impl.guestNews),
      playerNews: method.effect("playerNews", impl.playerNews)
    })
  }
}
