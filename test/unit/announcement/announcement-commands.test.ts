import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { ServerError } from "../../../src/domain/errors"
import {
  selectDismissedTicker,
  selectNews,
  selectNewsItems,
  selectUnreadAnnouncements
} from "../../../src/events/announcement/selectors"
import {
  dismissAnnouncementTicker,
  loadAnnouncements,
  markAnnouncementsRead
} from "../../../src/runtime/commands/announcement"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { newsList } from "./announcement-fixtures"

// The announcement commands (#13, UI-19, OPEN-62): the news of whoever is looking, newest first,
// with what this device remembers (read ids, the dismissed ticker) restored and kept.

const [newest, middle, oldest] = newsList
const shuffled = () => Effect.succeed([oldest, newest, middle].flatMap((item) => (item === undefined ? [] : [item])))

const player = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("announcement commands (#13)", () => {
  it.scoped("UI-19 a guest's load asks GET /api/announcement and keeps the news newest first", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ announcement: { guestNews: shuffled() } })
      yield* app.run(loadAnnouncements)
      expect(app.calls("AnnouncementService.guestNews")).toHaveLength(1)
      expect(app.calls("AnnouncementService.playerNews")).toHaveLength(0)
      expect(selectNewsItems(app.store.getState())?.map((item) => item.id)).toEqual([12, 11, 10])
      expect(selectUnreadAnnouncements(app.store.getState())).toBe(3)
    })
  )

  it.scoped("UI-19 a player's load asks GET /api/auth/announcement; the guests' news is not what they see", () =>
    Effect.gen(function* () {
      const app = yield* player({ announcement: { playerNews: shuffled() } })
      yield* app.run(loadAnnouncements)
      expect(app.calls("AnnouncementService.playerNews")).toHaveLength(1)
      expect(app.calls("AnnouncementService.guestNews")).toHaveLength(0)
      expect(selectNews(app.store.getState())._tag).toBe("Loaded")
    })
  )

  it.scoped("UI-19 read ids and the dismissed ticker stored on the device come back with the news", () =>
    Effect.gen(function* () {
      const app = yield* player({
        announcement: { playerNews: shuffled() },
        announcementMarks: JSON.stringify({ version: 1, read: [12, 10], dismissedTicker: 12 })
      })
      yield* app.run(loadAnnouncements)
      expect(selectUnreadAnnouncements(app.store.getState())).toBe(1)
      expect(selectDismissedTicker(app.store.getState())).toBe(12)
    })
  )

  it.scoped("UI-19 an unreadable stored value counts as nothing remembered, and the news still loads", () =>
    Effect.gen(function* () {
      const app = yield* player({ announcement: { playerNews: shuffled() }, announcementMarks: "{not json" })
      yield* app.run(loadAnnouncements)
      expect(selectUnreadAnnouncements(app.store.getState())).toBe(3)
      expect(selectDismissedTicker(app.store.getState())).toBeNull()
    })
  )

  it.scoped("UI-19 reading and dismissing are kept on the device: after a logout the guest's list restores them", () =>
    Effect.gen(function* () {
      const app = yield* player({ announcement: { playerNews: shuffled(), guestNews: shuffled() } })
      yield* app.run(loadAnnouncements)
      yield* app.run(markAnnouncementsRead([12, 11]))
      yield* app.run(dismissAnnouncementTicker(12))
      // Reading what is read already appends nothing.
      const logLength = app.events().length
      yield* app.run(markAnnouncementsRead([12]))
      expect(app.events()).toHaveLength(logLength)
      app.store.dispatch({ _tag: "Logout" })
      expect(selectUnreadAnnouncements(app.store.getState())).toBe(0)
      yield* app.run(loadAnnouncements)
      expect(selectUnreadAnnouncements(app.store.getState())).toBe(1)
      expect(selectDismissedTicker(app.store.getState())).toBe(12)
    })
  )

  it.scoped("UI-19 a failed load is one Failed event with the server's message; nothing else breaks", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        announcement: { guestNews: Effect.fail(new ServerError({ status: 500, message: "ระบบขัดข้อง", body: null })) }
      })
      yield* app.run(loadAnnouncements)
      const news = selectNews(app.store.getState())
      expect(news._tag).toBe("Failed")
      expect(selectUnreadAnnouncements(app.store.getState())).toBe(0)
    })
  )
})
