import { Context, Effect, Layer } from "effect"
import type { NewsList } from "../../domain/announcement-schema"
import type { ApiError } from "../../domain/errors"
import { ApiClient } from "../api-client"
import { lazyEndpoints } from "../lazy-endpoints"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The announcements' contract rows, loaded with the first call (after the first paint). */
const endpoints = lazyEndpoints(() => import("./endpoints").then((module) => module.announcementEndpoints))

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
      guestNews: Effect.flatMap(endpoints, (rows) => api.call(rows.guestNews, { params: {}, body: undefined })),
      playerNews: Effect.flatMap(endpoints, (rows) => api.call(rows.playerNews, { params: {}, body: undefined }))
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
