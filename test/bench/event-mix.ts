// The event mix of a realistic session, the same for both stores: start-up loads (settings,
// operation, configuration), login, the player's datasets, a check-in, then credit refreshes and
// online-count bursts from the socket, a category change with a configuration reload, and logout.
import { satang } from "../../src/domain/money"
import type { AppEvent } from "../../src/events/schemas"
import {
  checkInEntry,
  checkInList,
  configurationItems,
  globalSetting,
  operationSetting,
  player,
  profile,
  userSetting
} from "./fixtures"

/** Credit refreshes per session; each is followed by a burst of online counts. */
const CREDIT_REFRESHES = 8
const ONLINE_BURST = 8

/** Appends one session's events; `next` numbers the credit requests across sessions. */
const sessionEvents = (session: number, next: () => number): ReadonlyArray<AppEvent> => {
  const events: Array<AppEvent> = [
    { _tag: "SettingsLoading" },
    { _tag: "SettingsLoaded", data: globalSetting },
    { _tag: "OperationLoading" },
    { _tag: "OperationLoaded", data: operationSetting },
    { _tag: "ConfigurationLoading" },
    { _tag: "ConfigurationLoaded", data: configurationItems },
    { _tag: "NoCurrentUser" },
    { _tag: "ConnectivityChanged", online: true },
    { _tag: "LoginStarted", source: "login-page" },
    { _tag: "LoginSuccess", user: player },
    { _tag: "ProfileLoading" },
    { _tag: "ProfileLoaded", data: profile },
    { _tag: "UserSettingLoading" },
    { _tag: "UserSettingLoaded", data: userSetting },
    { _tag: "CheckInListLoading", today: 3 },
    { _tag: "CheckInListLoaded", data: checkInList, today: 3 },
    { _tag: "CheckInStarted" },
    { _tag: "CheckInDone", entry: checkInEntry(3, satang(1_000 + (session % 5) * 100)), today: 3 }
  ]
  for (let refresh = 0; refresh < CREDIT_REFRESHES; refresh += 1) {
    const requestId = next()
    events.push({ _tag: "CreditLoading", requestId })
    events.push({
      _tag: "CreditLoaded",
      requestId,
      data: { balance: satang(152_075 + session * 1_000 + refresh * 100), balanceType: "M" }
    })
    for (let burst = 0; burst < ONLINE_BURST; burst += 1) {
      events.push({ _tag: "OnlineCountReceived", count: 1000 + ((session * 31 + refresh * 7 + burst) % 400) })
    }
  }
  events.push({ _tag: "GameCategoryChosen", category: session % 2 === 0 ? "casino" : "sport" })
  events.push({ _tag: "ConfigurationLoading" })
  events.push({ _tag: "ConfigurationLoaded", data: configurationItems })
  events.push({ _tag: "Logout" })
  return events
}

/** The events of consecutive sessions, generated lazily (the memory run holds none of them). */
export function* eventStream(count: number): Generator<AppEvent> {
  let requestId = 0
  const next = (): number => {
    requestId += 1
    return requestId
  }
  let produced = 0
  for (let session = 0; produced < count; session += 1) {
    for (const event of sessionEvents(session, next)) {
      if (produced >= count) return
      produced += 1
      yield event
    }
  }
}

export const eventMix = (count: number): ReadonlyArray<AppEvent> => Array.from(eventStream(count))

/** How many events of each tag the mix holds, for the report. */
export const mixSummary = (events: ReadonlyArray<AppEvent>): string => {
  const counts = new Map<string, number>()
  for (const event of events) counts.set(event._tag, (counts.get(event._tag) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([tag, n]) => `${tag} ${((n / events.length) * 100).toFixed(0)}%`)
    .join(", ")
}
