// Realistic sessions of the reference server's `demo` player, as the app's commands dispatch them.
// Used by make-log-fixtures.ts (the committed logs) and by the log tests.
import type { BangkokDate } from "../../src/domain/bangkok-date"
import { checkInEntry } from "../../src/domain/demo/check-in"
import { currentUserOf, demoAccount, profileOf } from "../../src/domain/demo/accounts"
import { addSatang } from "../../src/domain/money"
import { DEMO_CONFIGURATION, DEMO_GLOBAL_SETTING, DEMO_PROMOTION } from "../../src/domain/demo/site"
import type { CurrentUser, UserProfile } from "../../src/domain/user"
import type { AppEvent } from "../../src/events/schemas"
import { createEventStore, type EventStore } from "../../src/runtime/event-store"

const demo = demoAccount("demo")
if (demo === undefined) throw new Error("The demo data has no demo account")

/** 2025-06-15 09:00 in Bangkok: the clock of every recorded session. */
export const SESSION_START = Date.UTC(2025, 5, 15, 2, 0, 0)
export const SESSION_TODAY: BangkokDate = { month: "2025-06", day: 15 }
export const DEMO_PHONE = demo.phone
export const DEMO_BANK_ID = demo.bankId
export const DEMO_CHAT_ADDRESS = "demo@member.invalid"
export const LINE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0"
export const LOG_META = {
  appVersion: "2.2.10",
  brand: { clientId: "goldbet", name: "GoldBet" },
  userAgent: LINE_USER_AGENT
}

export const demoUser: CurrentUser = currentUserOf(demo)
export const demoProfile: UserProfile = profileOf(demo)

const day = (n: number): BangkokDate => ({ month: SESSION_TODAY.month, day: n })
const seededCheckIns = [checkInEntry(demo.uuid, day(13), 0), checkInEntry(demo.uuid, day(14), 1)]
const todaysCheckIn = checkInEntry(demo.uuid, SESSION_TODAY, 2)

/** What the app dispatches at start for a guest: the public data and the socket's first count. */
export const guestStart: ReadonlyArray<AppEvent> = [
  { _tag: "NoCurrentUser" },
  { _tag: "OperationLoading" },
  { _tag: "SettingsLoading" },
  { _tag: "ConfigurationLoading" },
  { _tag: "OperationLoaded", data: { websiteStatus: "OPEN" } },
  {
    _tag: "SettingsLoaded",
    data: {
      ...DEMO_GLOBAL_SETTING
    }
  },
  { _tag: "ConfigurationLoaded", data: DEMO_CONFIGURATION },
  { _tag: "OnlineCountReceived", count: 1203 }
]

/** A player's data loads, as after login or a restored session. */
export const playerLoads = (profile: UserProfile = demoProfile): ReadonlyArray<AppEvent> => [
  { _tag: "ProfileLoading" },
  { _tag: "UserSettingLoading" },
  { _tag: "CreditLoading", requestId: 1 },
  { _tag: "CheckInListLoading", today: SESSION_TODAY.day },
  { _tag: "ProfileLoaded", data: profile },
  { _tag: "UserSettingLoaded", data: DEMO_PROMOTION },
  { _tag: "CreditLoaded", requestId: 1, data: { balance: demo.balance, balanceType: "M" } },
  { _tag: "CheckInListLoaded", data: seededCheckIns, today: SESSION_TODAY.day }
]

/** Login, loads, a check-in, a credit refresh, online counts, logout. */
export const normalSession: ReadonlyArray<AppEvent> = [
  ...guestStart,
  { _tag: "LoginStarted", source: "login-page" },
  { _tag: "LoginSuccess", user: demoUser },
  ...playerLoads(),
  { _tag: "OnlineCountReceived", count: 1204 },
  { _tag: "CheckInStarted" },
  { _tag: "CheckInDone", entry: todaysCheckIn, today: SESSION_TODAY.day },
  { _tag: "CreditLoading", requestId: 2 },
  {
    _tag: "CreditLoaded",
    requestId: 2,
    data: { balance: addSatang(demo.balance, todaysCheckIn.value), balanceType: "M" }
  },
  { _tag: "OnlineCountReceived", count: 1201 },
  { _tag: "Logout" }
]

/** A restored session whose credit refresh answers 401: the command dispatches SessionTimeout. */
export const timeoutSession: ReadonlyArray<AppEvent> = [
  { _tag: "GetCurrentUser", user: demoUser },
  { _tag: "OperationLoading" },
  { _tag: "SettingsLoading" },
  { _tag: "ConfigurationLoading" },
  { _tag: "OperationLoaded", data: { websiteStatus: "OPEN" } },
  ...playerLoads(),
  { _tag: "OnlineCountReceived", count: 1198 },
  { _tag: "CreditLoading", requestId: 2 },
  { _tag: "SessionTimeout" }
]

/** A clock that starts at SESSION_START and moves `step` ms each time it is read. */
export const steppingClock = (step = 850): (() => number) => {
  let t = SESSION_START - step
  return () => (t += step)
}

/** A store with a stepping clock that has recorded `events`. */
export const recordedStore = (events: ReadonlyArray<AppEvent>, capacity?: number): EventStore => {
  const store = createEventStore({ now: steppingClock(), ...(capacity === undefined ? {} : { capacity }) })
  for (const event of events) store.dispatch(event)
  return store
}
