import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { selectCheckInPopupOpen } from "../../../src/events/check-in/selectors"
import { dismissCheckIn, loadCheckIn } from "../../../src/runtime/commands/check-in"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { checkInEntry, player } from "../events/fixtures"

// The check-in popup shows once per Bangkok day on a device, per player (#15): closing it (or
// checking in) is remembered for the day in a small versioned store.

/** 01:30 on 15 November 2026 in Bangkok (UTC+7), still the 14th in UTC. */
const BANGKOK_15TH = Date.parse("2026-11-14T18:30:00Z")
const ONE_DAY = 24 * 60 * 60 * 1000
const username = player.user_pass.username
const notCheckedIn = { checkIn: { list: Effect.succeed([checkInEntry(13)]) } }

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(BANGKOK_15TH)
    const app = yield* makeAppHarness({ storedSession: playerSession, ...notCheckedIn, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("check-in popup once a day (#15)", () => {
  it.scoped("#15 closed today, the next entry of the player area does not open it again", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({})
      yield* app.run(loadCheckIn)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
      yield* app.run(dismissCheckIn)
      yield* app.run(loadCheckIn)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(false)
    })
  )

  it.scoped("#15 a stored close of today keeps it closed from the first load, before the list answers", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        checkInSeen: JSON.stringify({ version: 1, seen: { [username]: "2026-11-15" } })
      })
      yield* app.run(loadCheckIn)
      expect(app.tags().slice(1)).toEqual(["CheckInPopupRemembered", "CheckInListLoading", "CheckInListLoaded"])
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(false)
    })
  )

  it.scoped("#15 AMB-18 a new Bangkok day opens it again", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({})
      yield* app.run(loadCheckIn)
      yield* app.run(dismissCheckIn)
      yield* TestClock.adjust(ONE_DAY)
      yield* app.run(loadCheckIn)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
    })
  )

  it.scoped("#15 another player's close on this device does not close it for this player", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        checkInSeen: JSON.stringify({ version: 1, seen: { someoneElse: "2026-11-15" } })
      })
      yield* app.run(loadCheckIn)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
    })
  )

  it.scoped("#15 an unreadable or older stored value counts as nothing remembered", () =>
    Effect.gen(function* () {
      for (const raw of ["{not json", JSON.stringify({ version: 0, seen: { [username]: "2026-11-15" } })]) {
        const app = yield* loggedIn({ checkInSeen: raw })
        yield* app.run(loadCheckIn)
        expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
      }
    })
  )
})
