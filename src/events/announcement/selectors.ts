import { unreadCount } from "../../domain/announcement"
import type { NewsList } from "../../domain/announcement-schema"
import { dataOf, RemoteData } from "../remote-data"
import { selectIsLoggedIn } from "../session/selectors"
import type { AppState } from "../state"

const NOTHING_READ: ReadonlyArray<number> = []

/** The news of whoever is looking: the player's once logged in, the guests' before. */
export const selectNews = (state: AppState): RemoteData<NewsList> =>
  (selectIsLoggedIn(state) ? state.announcement.player : state.announcement.guest) ?? RemoteData.Idle()

/** The news items, newest first; none until loaded. */
export const selectNewsItems = (state: AppState): NewsList | null => dataOf(selectNews(state))

export const selectReadAnnouncements = (state: AppState): ReadonlyArray<number> =>
  state.announcement.read ?? NOTHING_READ

export const selectDismissedTicker = (state: AppState): number | null => state.announcement.dismissedTicker ?? null

/** How many of the shown items this device has not read (the bell's badge). */
export const selectUnreadAnnouncements = (state: AppState): number => {
  const items = selectNewsItems(state)
  return items === null ? 0 : unreadCount(items, selectReadAnnouncements(state))
}
