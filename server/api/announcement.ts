import type { NewsItem } from "../../src/domain/announcement-schema"
import { DEMO_NEWS, type DemoNews } from "../../src/domain/demo/announcement"
import { announcementEndpoints } from "../../src/services/announcement/endpoints"
import { route, type Route } from "./route"

// Announcements (UI-19): guests get the news for everybody (public); players get those and the
// members-only ones (the router checks the token of every /api/auth/ path). Publish times are
// hours before the server's clock, so the list always reads as current.

const HOUR_MS = 3_600_000

const newsAt =
  (now: number) =>
  ({ id, title, body, hoursAgo }: DemoNews): NewsItem => ({
    id,
    title,
    body,
    publishedAt: new Date(now - hoursAgo * HOUR_MS).toISOString()
  })

export const announcementRoutes: ReadonlyArray<Route> = [
  route(announcementEndpoints.guestNews, ({ state }) =>
    DEMO_NEWS.filter((news) => news.audience === "all").map(newsAt(state.now()))
  ),
  route(announcementEndpoints.playerNews, ({ state }) => DEMO_NEWS.map(newsAt(state.now())))
]
