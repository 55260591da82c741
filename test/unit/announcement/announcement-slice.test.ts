import { describe, expect, it } from "vitest"
import { selectNews, selectUnreadAnnouncements } from "../../../src/events/announcement/selectors"
import { reduce } from "../../../src/events/reducer"
import { initialState, type AppState } from "../../../src/events/state"
import type { AppEvent } from "../../../src/events/schemas"
import { player } from "../events/fixtures"
import { newsList } from "./announcement-fixtures"

// The announcement slice (#13, ENT-20, STORE-01): the spec's empty start, the news of whoever is
// looking, a reload that does not blink, and a player's late answer after Logout ignored.

const replay = (events: ReadonlyArray<AppEvent>, from: AppState = initialState) => events.reduce(reduce, from)
const failure = { _tag: "Timeout" as const, status: null, message: "หมดเวลา" }
const loggedIn = replay([{ _tag: "LoginSuccess", user: player }])

describe("the announcement slice (#13)", () => {
  it("STORE-01 starts as the spec's empty object", () => {
    expect(initialState.announcement).toEqual({})
  })

  it("UI-19 a guest sees the guests' news; once logged in, the player's", () => {
    const guest = replay([{ _tag: "GuestNewsLoaded", data: newsList.slice(0, 1) }])
    expect(selectNews(guest)._tag).toBe("Loaded")
    const afterLogin = replay([{ _tag: "LoginSuccess", user: player }], guest)
    expect(selectNews(afterLogin)._tag).toBe("Idle")
    const withNews = replay([{ _tag: "PlayerNewsLoaded", data: newsList }], afterLogin)
    expect(selectUnreadAnnouncements(withNews)).toBe(3)
  })

  it("UI-19 a reload, or a failed reload, keeps the list shown (the bell does not blink)", () => {
    const shown = replay([{ _tag: "PlayerNewsLoaded", data: newsList }], loggedIn)
    const reloading = replay([{ _tag: "PlayerNewsLoading" }], shown)
    expect(selectNews(reloading)._tag).toBe("Loaded")
    expect(selectNews(replay([{ _tag: "PlayerNewsFailed", failure }], reloading))._tag).toBe("Loaded")
    expect(selectNews(replay([{ _tag: "PlayerNewsFailed", failure }], loggedIn))._tag).toBe("Failed")
  })

  it("STORE-04 Logout empties it, and a player's answer arriving after Logout is ignored", () => {
    const shown = replay(
      [
        { _tag: "PlayerNewsLoaded", data: newsList },
        { _tag: "AnnouncementsRead", ids: [12] }
      ],
      loggedIn
    )
    const out = replay([{ _tag: "Logout" }], shown)
    expect(out.announcement).toEqual({})
    expect(replay([{ _tag: "PlayerNewsLoaded", data: newsList }], out).announcement).toEqual({})
  })

  it("UI-19 marks restored from the device add to the reads of this session, and a dismissal made now wins", () => {
    const state = replay(
      [
        { _tag: "AnnouncementsRead", ids: [10] },
        { _tag: "AnnouncementTickerDismissed", id: 12 },
        { _tag: "AnnouncementMarksRestored", read: [11], dismissedTicker: 9 }
      ],
      loggedIn
    )
    expect(state.announcement.read).toEqual([11, 10])
    expect(state.announcement.dismissedTicker).toBe(12)
  })
})
