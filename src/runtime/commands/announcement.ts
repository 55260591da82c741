import { Effect } from "effect"
import { newestFirst } from "../../domain/announcement"
import {
  AnnouncementMarksRestored,
  AnnouncementsRead,
  AnnouncementTickerDismissed,
  GuestNewsEvents,
  PlayerNewsEvents
} from "../../events/announcement/events"
import { selectDismissedTicker, selectReadAnnouncements } from "../../events/announcement/selectors"
import { selectIsLoggedIn } from "../../events/session/selectors"
import { AnnouncementMarksStore } from "../../services/announcement/announcement-marks"
import { AnnouncementService } from "../../services/announcement/announcement-service"
import { currentState, dispatch, loadDataset } from "./dispatch"

// Announcements (UI-19, OPEN-62): the news of whoever is looking, with what this device remembers
// of them (read ids, the dismissed ticker). The player layout loads the player's news (the bell is
// on every player screen); the home page loads the guests'.

/** This device's marks, into the state once per session (a logout resets the slice, and they come back). */
const restoreMarks = Effect.gen(function* () {
  const state = yield* currentState
  if (state.announcement.read !== undefined) return
  const marks = yield* Effect.flatMap(AnnouncementMarksStore, (store) => store.marks)
  yield* dispatch(AnnouncementMarksRestored.make(marks))
})

/** Loads the news of whoever is looking; interrupting it (the screen going away) aborts the call. */
export const loadAnnouncements = Effect.gen(function* () {
  yield* restoreMarks
  const service = yield* AnnouncementService
  const loggedIn = selectIsLoggedIn(yield* currentState)
  // Newest first by publish time, whatever order the server sent (the events keep that order).
  yield* loggedIn
    ? loadDataset(PlayerNewsEvents, {}, Effect.map(service.playerNews, newestFirst))
    : loadDataset(GuestNewsEvents, {}, Effect.map(service.guestNews, newestFirst))
})

const saveMarks = Effect.gen(function* () {
  const state = yield* currentState
  const store = yield* AnnouncementMarksStore
  yield* store.save({ read: selectReadAnnouncements(state), dismissedTicker: selectDismissedTicker(state) })
})

/** The player saw these items in the list: they stop counting as unread, on this device for good. */
export const markAnnouncementsRead = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const read = selectReadAnnouncements(yield* currentState)
    if (ids.every((id) => read.includes(id))) return
    yield* dispatch(AnnouncementsRead.make({ ids: [...ids] }))
    yield* saveMarks
  })

/** The ticker closed at its newest item `id`: it stays closed on this device until a newer one. */
export const dismissAnnouncementTicker = (id: number) =>
  Effect.zipRight(dispatch(AnnouncementTickerDismissed.make({ id })), saveMarks)
