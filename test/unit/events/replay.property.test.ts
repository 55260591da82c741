// DESIGN-08 / STORE-04 / DESIGN-10: properties of the event log over arbitrary sequences of events.
import { Arbitrary, FastCheck, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { GAME_CATEGORIES } from "../../../src/domain/game"
import { satang } from "../../../src/domain/money"
import { AppEvent } from "../../../src/events/schemas"
import { failureText } from "../../../src/domain/failure"
import { isPlayersOwn, reduce, replay, slicesAnswering } from "../../../src/events/reducer"
import { selectErrorMessage, selectNetworkUnstable } from "../../../src/events/site/selectors"
import { selectIsLoggedIn } from "../../../src/events/session/selectors"
import { initialState, SLICE_KEYS } from "../../../src/events/state"
import { APP_EVENT_TAGS } from "./event-tags"
import { withdrawGenerators } from "../withdraw/withdraw-fixtures"
import { slipDepositedArb, slipRequestArb, transRefArb, verifiedSlipArb } from "../slip/slip-fixtures"
import { winlostGenerators } from "../winlost/fixtures"
import { wheelOtherEvents, wheelSessionEvents } from "../wheel/wheel-fixtures"
import { affiliateGenerators } from "../affiliate/fixtures"
import { announcementGenerators } from "../announcement/announcement-fixtures"
import { rewardGenerators } from "../reward/fixtures"
import { addressGenerators } from "../address/fixtures"
import { rankingGenerators } from "../ranking/fixtures"
import { accountGenerators } from "../account/account-fixtures"
import { historyGenerators } from "../history/fixtures"
import { gamesGenerators } from "../games/games-fixtures"
import { registerGenerators } from "../register/register-fixtures"

// ---- hand-written generators, one per event tag ----

const text = fc.string({ maxLength: 12 })
// Money in events is integer satang, from 0 (decoded from the wire's BahtAmount by MoneyFromBaht).
const money = fc.integer({ min: 0, max: 100_000_000_000 }).map(satang)
const count = fc.integer({ min: 0, max: 1_000_000 })
const day = fc.integer({ min: 1, max: 31 })

const user = fc.record(
  {
    name: text,
    phone: fc.stringMatching(/^0\d{9}$/),
    level: fc.integer({ min: 0, max: 8 }),
    user_pass: fc.record({ username: text }),
    user_bank: fc.record({ bankName: text, bankId: fc.stringMatching(/^\d{10}$/) }),
    user_credit: fc.record({ point: count }),
    profile: fc.record({ uuid: fc.uuid() }, { requiredKeys: [] })
  },
  { requiredKeys: ["name", "phone", "level", "user_pass", "user_bank", "user_credit"] }
)

const receivingAccount = fc.record({
  bankCode: fc.stringMatching(/^\d{3}$/),
  bankName: text,
  accountNumber: fc.stringMatching(/^\d{10}$/),
  accountName: text,
  promptPayId: fc.option(fc.stringMatching(/^\d{13}$/), { nil: null })
})
const depositRecord = fc.record({
  id: text,
  amount: money,
  status: fc.constantFrom("pending" as const, "approved" as const, "rejected" as const),
  channel: text,
  createdAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  note: fc.option(text, { nil: null })
})

const hhmmss = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00`)

const userSetting = fc.record({
  bonusMax: fc.integer({ min: -10, max: 10_000 }),
  bonusRate: count,
  bonusRate2: count,
  bonusTimeStart: hhmmss,
  bonusTimeEnd: hhmmss,
  bonusTimeStart2: hhmmss,
  bonusTimeEnd2: hhmmss,
  endNumberBonus: count,
  endNumberBonus2: count
})

const globalSetting = fc.record({
  line: fc.record({ line1: fc.record({ id: text }), line2: fc.record({ id: text }) }),
  promotion: userSetting
})

const profile = fc.record({
  uuid: fc.uuid(),
  user_pass: fc.record({ username: text }),
  user_bank: fc.record({ uuid: fc.uuid(), bankId: text, bankName: text }),
  user_address: fc.oneof(fc.constant(null), fc.record({ province: text })),
  user_credit: fc.record({ point: count, level: fc.integer({ min: 1, max: 6 }) })
})

const checkInEntry = fc.record({
  json: fc.record({ day }),
  value: money,
  tomorrowValue: money,
  gameLog: fc.record({ id: fc.oneof(text, count) }),
  gameValue: count,
  gameValueTomorrow: count
})

const configurationItem = fc.record({
  key: fc.oneof(fc.constantFrom("home.normal.logo", "home.top.slot", "home.dashboard.huay"), text),
  value: fc.record({ data: fc.record({ path: text }) })
})

const requestId = fc.integer({ min: 0, max: 5 })
const message = text
const failure = fc.record({
  _tag: fc.constantFrom("Timeout" as const, "NetworkError" as const, "ServerError" as const, "DecodeError" as const),
  status: fc.oneof(fc.constant(null), fc.constantFrom(400, 408, 500, 503)),
  message
})

const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
  fields.map((f) => ({ _tag: tag, ...f }))
const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })

const generators: ReadonlyArray<fc.Arbitrary<AppEvent>> = [
  ev("GetCurrentUser", fc.record({ user })),
  ev(
    "ShellSnapshotRestored",
    fc.record({
      snapshot: fc.record({
        version: fc.constant(1 as const),
        username: fc.constantFrom("somchai01", "other02"),
        name: text,
        level: fc.nat({ max: 9 }),
        balance: money,
        images: fc.record({ "home.normal.logo": text }, { requiredKeys: [] }),
        savedAt: fc.nat()
      })
    })
  ),
  bare("NoCurrentUser"),
  ev("LoginStarted", fc.record({ source: fc.constantFrom("login-page" as const, "home-page" as const) })),
  ev("LoginSuccess", fc.record({ user })),
  ev("LoginFail", fc.record({ failure, retryAt: fc.integer({ min: 0, max: 4_000_000_000_000 }) })),
  ev("LoginOnHomePageSuccess", fc.record({ user })),
  ev("LoginOnHomePageFail", fc.record({ failure })),
  bare("SessionTimeout"),
  bare("Logout"),
  bare("OperationLoading"),
  ev("OperationLoaded", fc.record({ data: fc.record({ websiteStatus: fc.constantFrom("MA", "OPEN", "") }) })),
  ev("OperationFailed", fc.record({ failure })),
  bare("SettingsLoading"),
  ev("SettingsLoaded", fc.record({ data: globalSetting })),
  ev("SettingsFailed", fc.record({ failure })),
  bare("NetworkRecovered"),
  ev("ConnectivityChanged", fc.record({ online: fc.boolean() })),
  ev("OnlineCountReceived", fc.record({ count })),
  bare("SocketReconnected"),
  bare("ProfileLoading"),
  ev("ProfileLoaded", fc.record({ data: profile })),
  ev("ProfileFailed", fc.record({ failure })),
  bare("UserSettingLoading"),
  ev("UserSettingLoaded", fc.record({ data: userSetting })),
  ev("UserSettingFailed", fc.record({ failure })),
  ev("CreditLoading", fc.record({ requestId })),
  ev(
    "CreditLoaded",
    fc.record({ requestId, data: fc.record({ balance: money, balanceType: fc.constant("M" as const) }) })
  ),
  ev("CreditFailed", fc.record({ requestId, failure })),
  ev(
    "BalanceChangedOnServer",
    fc.record({ kind: fc.oneof(fc.constantFrom("check-in", "deposit", "withdrawal"), text) })
  ),
  bare("ConfigurationLoading"),
  ev("ConfigurationLoaded", fc.record({ data: fc.array(configurationItem, { maxLength: 4 }) })),
  ev("ConfigurationFailed", fc.record({ failure })),
  ev("GameCategoryChosen", fc.record({ category: fc.constantFrom(...GAME_CATEGORIES) })),
  ...winlostGenerators(money, failure),
  ...[...wheelSessionEvents, ...wheelOtherEvents].map((event) => fc.constant(event)),
  ...affiliateGenerators(money, failure),
  ...announcementGenerators(failure),
  ...rewardGenerators(money, failure),
  ...addressGenerators(failure),
  ...rankingGenerators(money, failure),
  ...accountGenerators(money, failure, user, configurationItem),
  ...historyGenerators(money, failure),
  ...gamesGenerators(money, failure),
  ...registerGenerators(failure),
  ev("CheckInListLoading", fc.record({ today: day })),
  ev("CheckInListLoaded", fc.record({ data: fc.array(checkInEntry, { maxLength: 4 }), today: day })),
  ev("CheckInListFailed", fc.record({ today: day, failure })),
  ev("CheckInStarted", fc.record({ key: fc.uuid() })),
  ev("CheckInDone", fc.record({ entry: checkInEntry, today: day })),
  ev("CheckInFailed", fc.record({ failure })),
  ev("CheckInUnsure", fc.record({ failure })),
  bare("CheckInVerifyStarted"),
  bare("CheckInOffline"),
  bare("CheckInNotDone"),
  bare("CheckInUnverified"),
  bare("CheckInPopupDismissed"),
  ev("CheckInPopupRemembered", fc.record({ seenToday: fc.boolean() })),
  ev("PasswordChangeStarted", fc.record({ key: fc.uuid() })),
  bare("PasswordChanged"),
  ev("PasswordChangeFailed", fc.record({ failure })),
  ev("PasswordChangeUnsure", fc.record({ failure })),
  bare("PasswordChangeOffline"),
  bare("PasswordChangeVerifyStarted"),
  bare("PasswordChangeNotDone"),
  bare("PasswordChangeUnverified"),
  bare("PasswordChangeCleared"),
  bare("DepositAccountsLoading"),
  ev("DepositAccountsLoaded", fc.record({ data: fc.array(receivingAccount, { maxLength: 3 }) })),
  ev("DepositAccountsFailed", fc.record({ failure })),
  bare("DepositListLoading"),
  ev("DepositListLoaded", fc.record({ data: fc.array(depositRecord, { maxLength: 4 }) })),
  ev("DepositListFailed", fc.record({ failure })),
  bare("SlipVerifyLoading"),
  ev("SlipVerifyLoaded", fc.record({ data: verifiedSlipArb })),
  ev("SlipVerifyFailed", fc.record({ failure })),
  bare("SlipMyRequestsLoading"),
  ev("SlipMyRequestsLoaded", fc.record({ data: fc.array(slipRequestArb, { maxLength: 3 }) })),
  ev("SlipMyRequestsFailed", fc.record({ failure })),
  ev("SlipFileRefused", fc.record({ problem: fc.constantFrom("type" as const, "size" as const) })),
  ev("SlipUploadProgressed", fc.record({ percent: fc.integer({ min: 0, max: 100 }) })),
  bare("SlipUploadCancelled"),
  bare("SlipCleared"),
  ev("SlipDepositStarted", fc.record({ key: fc.uuid(), transRef: transRefArb })),
  ev("SlipDepositDone", fc.record({ deposit: slipDepositedArb })),
  ev("SlipDepositFailed", fc.record({ failure })),
  ev("SlipDepositUnsure", fc.record({ failure })),
  bare("SlipDepositVerifyStarted"),
  bare("SlipDepositNotDone"),
  bare("SlipDepositUnverified"),
  bare("SlipDepositOffline")
] as const

/** Any valid event. */
const anyEvent: fc.Arbitrary<AppEvent> = fc.oneof(...generators, ...withdrawGenerators)
const anyLog = fc.array(anyEvent, { maxLength: 40 })

const encode = Schema.encodeSync(AppEvent)
const decode = Schema.decodeUnknownSync(AppEvent)
/** What an exported log holds: the encoded events as JSON. */
const exportLog = (log: ReadonlyArray<AppEvent>): string => JSON.stringify(log.map((event) => encode(event)))
const decodeLog = Schema.decodeUnknownSync(Schema.Array(AppEvent))
const importLog = (json: string): ReadonlyArray<AppEvent> => decodeLog(JSON.parse(json))

describe("event log properties (DESIGN-08, STORE-04)", () => {
  it("DESIGN-08 the generators cover every event tag of AppEvent", () => {
    const generated = new Set(fc.sample(anyEvent, { numRuns: 3000, seed: 42 }).map((e) => e._tag))
    expect([...generated].sort()).toEqual([...APP_EVENT_TAGS].sort())
  })

  it("DESIGN-08 replaying the same log twice gives deep-equal state", () => {
    fc.assert(
      fc.property(anyLog, (log) => {
        expect(replay(log)).toEqual(replay(log))
        expect(replay([...log])).toEqual(replay(log, initialState))
      }),
      { numRuns: 300 }
    )
  })

  it("DESIGN-08 replay of a log equals replay of its prefix followed by the rest", () => {
    fc.assert(
      fc.property(anyLog, fc.nat(), (log, cut) => {
        const at = log.length === 0 ? 0 : cut % (log.length + 1)
        expect(replay(log.slice(at), replay(log.slice(0, at)))).toEqual(replay(log))
      }),
      { numRuns: 200 }
    )
  })

  it("STORE-04 / AUTH-11 any log followed by Logout deep-equals the initial state", () => {
    fc.assert(
      fc.property(anyLog, (log) => {
        expect(replay([...log, { _tag: "Logout" }])).toEqual(initialState)
      }),
      { numRuns: 300 }
    )
  })

  it("AUTH-10 SessionTimeout expires a live session and clears all data; otherwise it changes nothing", () => {
    fc.assert(
      fc.property(anyLog, (log) => {
        const before = replay(log)
        const after = replay([{ _tag: "SessionTimeout" }], before)
        if (before.auth.session._tag === "Authenticated") {
          expect(after).toEqual({ ...initialState, auth: { ...initialState.auth, session: { _tag: "Expired" } } })
        } else {
          expect(after).toBe(before)
        }
      }),
      { numRuns: 300 }
    )
  })

  it("STORE-13 ERR-01 every failure event, alone, sets the last error to its text and raises the flag for a timeout (a player's own only in their session)", () => {
    fc.assert(
      fc.property(anyLog, (log) => {
        let state = initialState
        for (const event of log) {
          const next = reduce(state, event)
          if ("failure" in event && isPlayersOwn(event) && !selectIsLoggedIn(state)) {
            // A player's call that fails after the session ended changes nothing.
            expect(next).toBe(state)
          } else if ("failure" in event) {
            expect(selectErrorMessage(next)).toBe(failureText(event.failure))
            expect(selectNetworkUnstable(next)).toBe(selectNetworkUnstable(state) || event.failure._tag === "Timeout")
          }
          state = next
        }
      }),
      { numRuns: 300 }
    )
  })

  it("DESIGN-09 an event changes no slice but those that answer it (the store compares only these)", () => {
    fc.assert(
      fc.property(anyLog, anyEvent, (log, event) => {
        const before = replay(log)
        const after = reduce(before, event)
        const changed = SLICE_KEYS.filter((key) => before[key] !== after[key])
        const answering = slicesAnswering(event)
        for (const key of changed) expect(answering, `${event._tag} changed ${key}`).toContain(key)
      }),
      { numRuns: 500 }
    )
  })

  it("DESIGN-08 every event round-trips through Schema encode/decode of AppEvent", () => {
    fc.assert(
      fc.property(anyEvent, (event) => {
        expect(decode(encode(event))).toEqual(event)
        expect(decode(JSON.parse(JSON.stringify(encode(event))))).toEqual(event)
      }),
      { numRuns: 1000 }
    )
  })

  it("DESIGN-10 an exported log replays into an identical state and holds no token or password", () => {
    fc.assert(
      fc.property(anyLog, (log) => {
        const exported = exportLog(log)
        expect(replay(importLog(exported))).toEqual(replay(log))
        expect(exported).not.toMatch(/"(token|password)"\s*:/i)
      }),
      { numRuns: 200 }
    )
  })

  it("DESIGN-08 events derived from the AppEvent schema itself round-trip and replay deterministically", () => {
    // Arbitrary.make builds on effect's bundled fast-check, so it runs with effect's FastCheck.
    const schemaEvent = Arbitrary.make(AppEvent)
    FastCheck.assert(
      FastCheck.property(FastCheck.array(schemaEvent, { maxLength: 15 }), (log) => {
        for (const event of log) expect(decode(encode(event))).toEqual(event)
        expect(replay(log)).toEqual(replay(log))
        expect(replay([...log, { _tag: "Logout" }])).toEqual(initialState)
      }),
      { numRuns: 100 }
    )
  })
})
