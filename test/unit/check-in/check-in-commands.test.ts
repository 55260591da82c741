import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { ServerError, Unauthorized } from "../../../src/domain/errors"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectCheckInPopupOpen } from "../../../src/events/check-in/selectors"
import { selectErrorMessage } from "../../../src/events/site/selectors"
import { selectSessionExpired } from "../../../src/events/session/selectors"
import { checkIn, loadCheckIn } from "../../../src/runtime/commands/check-in"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { playerSession } from "../../support/sessions"
import { checkInEntry } from "../events/fixtures"

/** 01:30 on 15 November 2026 in Bangkok (UTC+7), still the 14th in UTC. */
const BANGKOK_15TH = Date.parse("2026-11-14T18:30:00Z")

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("loadCheckIn", () => {
  it.scoped("CHECKIN-03 AMB-18 today is the Bangkok day (the 15th), so an entry with json.day 15 hides the popup", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({ checkIn: { list: Effect.succeed([checkInEntry(14), checkInEntry(15)]) } })
      yield* app.run(loadCheckIn)
      expect(app.tags().slice(1)).toEqual(["CheckInListLoading", "CheckInListLoaded"])
      expect(app.eventsTagged("CheckInListLoaded")[0]?.today).toBe(15)
      expect(app.store.getState().checkIn.doneToday).toBe(true)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(false)
    })
  )

  it.scoped("CHECKIN-04 with entries for days 13 and 14 on the 15th the popup shows", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({ checkIn: { list: Effect.succeed([checkInEntry(13), checkInEntry(14)]) } })
      yield* app.run(loadCheckIn)
      expect(app.eventsTagged("CheckInListLoaded")[0]?.today).toBe(15)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
    })
  )

  it.scoped("AMB-18 one second before Bangkok midnight it is still the 14th", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-11-14T16:59:59Z"))
      const app = yield* loggedIn({ checkIn: { list: Effect.succeed([checkInEntry(14)]) } })
      yield* app.run(loadCheckIn)
      expect(app.eventsTagged("CheckInListLoaded")[0]?.today).toBe(14)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(false)
    })
  )

  it.scoped("CHECKIN-02 the popup stays hidden while the list is loading", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({ checkIn: { list: Effect.as(Effect.sleep(2_000), [checkInEntry(13)]) } })
      const fiber = yield* Effect.fork(app.run(loadCheckIn))
      yield* Effect.yieldNow()
      expect(app.tags()).toContain("CheckInListLoading")
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(false)
      yield* TestClock.adjust(2_000)
      yield* Fiber.join(fiber)
      expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
    })
  )
})

describe("checkIn", () => {
  it.scoped("CHECKIN-06 checkIn dispatches CheckInStarted then CheckInDone and refreshes credit", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({
        checkIn: {
          list: Effect.succeed([checkInEntry(13), checkInEntry(14)]),
          checkIn: Effect.succeed(checkInEntry(15, 30))
        },
        user: { credit: () => Effect.succeed({ balance: 530, balanceType: "M" }) }
      })
      yield* app.run(loadCheckIn)
      expect(yield* app.run(checkIn)).toBe(true)
      expect(app.tags().slice(3)).toEqual(["CheckInStarted", "CheckInDone", "CreditLoading", "CreditLoaded"])
      const state = app.store.getState()
      expect(app.eventsTagged("CheckInDone")[0]?.today).toBe(15)
      expect(selectCheckInPopupOpen(state)).toBe(false)
      expect(state.checkIn.value).toBe(30)
      expect(state.checkIn.tomorrowValue).toBe(35)
      expect(
        state.checkIn.list._tag === "Loaded" ? state.checkIn.list.data.map((entry) => entry.json.day) : []
      ).toEqual([13, 14, 15])
      expect(state.checkIn.submitting).toBe(false)
      expect(selectBalance(state)).toBe(530)
    })
  )

  it.scoped("CHECKIN-05 a second checkIn while one is in flight sends nothing (no double submit)", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        checkIn: { checkIn: rec.record("checkIn", Effect.as(Effect.sleep(1_000), checkInEntry(15))) },
        user: { credit: () => Effect.succeed({ balance: 1, balanceType: "M" }) }
      })
      const first = yield* Effect.fork(app.run(checkIn))
      // The write runs in a fiber of its own: let it start.
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(rec.count("checkIn")).toBe(1)
      expect(yield* app.run(checkIn)).toBe(false)
      expect(rec.count("checkIn")).toBe(1)
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe(true)
      expect(app.tags().filter((tag) => tag === "CheckInStarted")).toHaveLength(1)
      expect(app.tags().filter((tag) => tag === "CheckInDone")).toHaveLength(1)
    })
  )

  it.scoped("OPEN-61 ERR-18 a 409 ServerError gives CheckInFailed with the server message and no credit refresh", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        checkIn: {
          checkIn: Effect.fail(
            new ServerError({ status: 409, message: "วันนี้เช็คอินแล้ว", body: { message: "วันนี้เช็คอินแล้ว" } })
          )
        }
      })
      expect(yield* app.run(checkIn)).toBe(false)
      expect(app.tags().slice(1)).toEqual(["CheckInStarted", "CheckInFailed"])
      expect(app.eventsTagged("CheckInFailed")[0]?.failure).toEqual({
        _tag: "ServerError",
        status: 409,
        message: "วันนี้เช็คอินแล้ว"
      })
      expect(app.store.getState().checkIn.error).toBe("วันนี้เช็คอินแล้ว")
      expect(app.store.getState().checkIn.submitting).toBe(false)
      expect(selectErrorMessage(app.store.getState())).toBe("วันนี้เช็คอินแล้ว")
    })
  )

  it.scoped("AUTH-10 an Unauthorized check-in ends the session without CheckInFailed", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ checkIn: { checkIn: Effect.fail(new Unauthorized({ status: 401, message: "" })) } })
      yield* app.run(checkIn)
      expect(app.tags().slice(1)).toEqual(["CheckInStarted", "SessionTimeout"])
      expect(selectSessionExpired(app.store.getState())).toBe(true)
    })
  )

  it.scoped("CHECKIN-05 AMB-31 an interrupted check-in does not leave the state submitting forever", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({
        checkIn: { checkIn: Effect.as(Effect.sleep(1_000), checkInEntry(15)) },
        user: { credit: () => Effect.succeed({ balance: 1, balanceType: "M" }) }
      })
      const first = yield* Effect.fork(app.run(checkIn))
      yield* Effect.yieldNow()
      expect(app.store.getState().checkIn.submitting).toBe(true)
      // Whether the write is allowed to finish (AMB-31) or is cancelled, once the fiber is gone
      // nothing is in flight, so the store must not keep refusing check-ins.
      yield* Fiber.interruptFork(first)
      yield* TestClock.adjust(1_000)
      yield* Fiber.await(first)
      expect(app.store.getState().checkIn.submitting).toBe(false)
    })
  )
})
