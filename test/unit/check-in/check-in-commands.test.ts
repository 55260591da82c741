import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { NetworkError, ServerError, Timeout, Unauthorized } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectCheckInPopupOpen } from "../../../src/events/check-in/selectors"
import { selectSessionExpired } from "../../../src/events/session/selectors"
import { checkIn, loadCheckIn, verifyCheckIn } from "../../../src/runtime/commands/check-in"
import { watchConnectivity } from "../../../src/runtime/commands/realtime"
import { ERROR_TEXT } from "../../../src/domain/error-text"
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
          checkIn: () => Effect.succeed(checkInEntry(15, satang(3_000)))
        },
        user: { credit: () => Effect.succeed({ balance: satang(53_000), balanceType: "M" }) }
      })
      yield* app.run(loadCheckIn)
      expect(yield* app.run(checkIn)).toBe("checked-in")
      expect(app.tags().slice(3)).toEqual(["CheckInStarted", "CheckInDone", "CreditLoading", "CreditLoaded"])
      const state = app.store.getState()
      expect(app.eventsTagged("CheckInDone")[0]?.today).toBe(15)
      expect(selectCheckInPopupOpen(state)).toBe(false)
      expect(state.checkIn.value).toBe(3_000)
      expect(state.checkIn.tomorrowValue).toBe(3_500)
      expect(
        state.checkIn.list._tag === "Loaded" ? state.checkIn.list.data.map((entry) => entry.json.day) : []
      ).toEqual([13, 14, 15])
      expect(state.checkIn.phase).not.toBe("sending")
      expect(selectBalance(state)).toBe(53_000)
    })
  )

  it.scoped("CHECKIN-05 a second checkIn while one is in flight sends nothing (no double submit)", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        checkIn: { checkIn: () => rec.record("checkIn", Effect.as(Effect.sleep(1_000), checkInEntry(15))) },
        user: { credit: () => Effect.succeed({ balance: satang(100), balanceType: "M" }) }
      })
      const first = yield* Effect.fork(app.run(checkIn))
      // The write runs in a fiber of its own: let it start.
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(rec.count("checkIn")).toBe(1)
      expect(yield* app.run(checkIn)).toBe("not-checked-in")
      expect(rec.count("checkIn")).toBe(1)
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("checked-in")
      expect(app.tags().filter((tag) => tag === "CheckInStarted")).toHaveLength(1)
      expect(app.tags().filter((tag) => tag === "CheckInDone")).toHaveLength(1)
    })
  )

  it.scoped(
    "#9 OPEN-61 a server refusal other than 'already checked in' gives CheckInFailed with its message and no credit refresh",
    () =>
      Effect.gen(function* () {
        const app = yield* loggedIn({
          checkIn: {
            checkIn: () => Effect.fail(new ServerError({ status: 400, message: "ปิดกิจกรรมเช็คอินชั่วคราว", body: null }))
          }
        })
        expect(yield* app.run(checkIn)).toBe("not-checked-in")
        expect(app.tags().slice(1)).toEqual(["CheckInStarted", "CheckInFailed"])
        expect(app.store.getState().checkIn.error).toBe("ปิดกิจกรรมเช็คอินชั่วคราว")
        expect(app.store.getState().checkIn.phase).not.toBe("sending")
        // The answer is known: the next press is a new intent with a new key.
        expect(app.store.getState().checkIn.pending?.key ?? null).toBeNull()
      })
  )

  it.scoped(
    "#9 the server's 'already checked in' (409) is read back from the list and shown as done, not as an error",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(BANGKOK_15TH)
        let listed = [checkInEntry(14)]
        const app = yield* loggedIn({
          checkIn: {
            list: Effect.suspend(() => Effect.succeed(listed)),
            checkIn: () => {
              // Another tab checked in meanwhile.
              listed = [checkInEntry(14), checkInEntry(15, satang(3_000))]
              return Effect.fail(new ServerError({ status: 409, message: "วันนี้คุณเช็คอินแล้ว", body: null }))
            }
          },
          user: { credit: () => Effect.succeed({ balance: satang(53_000), balanceType: "M" }) }
        })
        yield* app.run(loadCheckIn)
        expect(yield* app.run(checkIn)).toBe("already-checked-in")
        const state = app.store.getState()
        expect(state.checkIn.error).toBeNull()
        expect(state.checkIn.doneToday).toBe(true)
        expect(selectCheckInPopupOpen(state)).toBe(false)
        expect(selectBalance(state)).toBe(53_000)
        expect(app.tags()).not.toContain("CheckInFailed")
      })
  )

  it.scoped(
    "#9 money.md a check-in whose answer is lost is reconciled from the list: done, reward shown, credit refreshed, sent once",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(BANGKOK_15TH)
        const rec = makeCallRecorder()
        let listed = [checkInEntry(14)]
        const app = yield* loggedIn({
          checkIn: {
            list: Effect.suspend(() => Effect.succeed(listed)),
            checkIn: (key) =>
              rec.record(
                "checkIn",
                Effect.suspend(() => {
                  // The server recorded it; the answer never arrived.
                  listed = [checkInEntry(14), checkInEntry(15, satang(3_000))]
                  return Effect.fail(new NetworkError({ message: `lost ${key}` }))
                })
              )
          },
          user: { credit: () => Effect.succeed({ balance: satang(53_000), balanceType: "M" }) }
        })
        yield* app.run(loadCheckIn)
        expect(yield* app.run(checkIn)).toBe("checked-in")
        expect(rec.count("checkIn")).toBe(1)
        const state = app.store.getState()
        expect(app.tags()).toContain("CheckInUnsure")
        expect(state.checkIn.phase).not.toBe("verifying")
        expect(state.checkIn.doneToday).toBe(true)
        expect(state.checkIn.value).toBe(3_000)
        expect(state.checkIn.pending?.key ?? null).toBeNull()
        expect(selectCheckInPopupOpen(state)).toBe(false)
        expect(selectBalance(state)).toBe(53_000)
      })
  )

  it.scoped(
    "#9 money.md a lost answer the list shows did not happen keeps the key, and the player's resend reuses it",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(BANGKOK_15TH)
        const keys: Array<string> = []
        let fail = true
        const app = yield* loggedIn({
          checkIn: {
            list: Effect.succeed([checkInEntry(14)]),
            checkIn: (key) => {
              keys.push(key)
              return fail
                ? Effect.fail(new Timeout({ status: null, message: "no answer" }))
                : Effect.succeed(checkInEntry(15))
            }
          },
          user: { credit: () => Effect.succeed({ balance: satang(100), balanceType: "M" }) }
        })
        yield* app.run(loadCheckIn)
        expect(yield* app.run(checkIn)).toBe("not-checked-in")
        expect(app.store.getState().checkIn.phase).toBe("not-done")
        expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
        fail = false
        expect(yield* app.run(checkIn)).toBe("checked-in")
        expect(keys).toHaveLength(2)
        expect(keys[1]).toBe(keys[0])
        // A new intent after the outcome is known gets a new key.
        expect(app.store.getState().checkIn.pending?.key ?? null).toBeNull()
      })
  )

  it.scoped(
    "#9 money.md when the outcome cannot be read the popup offers 'ตรวจสอบอีกครั้ง', which reads again and sends nothing",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(BANGKOK_15TH)
        const rec = makeCallRecorder()
        let listAnswers: ReadonlyArray<"fail" | "done"> = []
        let listed = [checkInEntry(14)]
        const app = yield* loggedIn({
          checkIn: {
            list: Effect.suspend(() => {
              const next = listAnswers[0] ?? "done"
              listAnswers = listAnswers.slice(1)
              return next === "fail" ? Effect.fail(new NetworkError({ message: "offline" })) : Effect.succeed(listed)
            }),
            checkIn: () =>
              rec.record(
                "checkIn",
                Effect.suspend(() => {
                  listed = [checkInEntry(14), checkInEntry(15, satang(3_000))]
                  return Effect.fail(new NetworkError({ message: "lost" }))
                })
              )
          },
          user: { credit: () => Effect.succeed({ balance: satang(53_000), balanceType: "M" }) }
        })
        yield* app.run(loadCheckIn)
        listAnswers = ["fail"]
        expect(yield* app.run(checkIn)).toBe("not-checked-in")
        expect(app.store.getState().checkIn.phase).toBe("unverified")
        expect(selectCheckInPopupOpen(app.store.getState())).toBe(true)
        expect(yield* app.run(verifyCheckIn)).toBe("checked-in")
        expect(rec.count("checkIn")).toBe(1)
        expect(app.store.getState().checkIn.doneToday).toBe(true)
        expect(selectBalance(app.store.getState())).toBe(53_000)
      })
  )

  it.scoped("AUTH-10 an Unauthorized check-in ends the session without CheckInFailed", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        checkIn: { checkIn: () => Effect.fail(new Unauthorized({ status: 401, message: "" })) }
      })
      yield* app.run(checkIn)
      expect(app.tags().slice(1)).toEqual(["CheckInStarted", "SessionTimeout"])
      expect(selectSessionExpired(app.store.getState())).toBe(true)
    })
  )

  it.scoped("CHECKIN-05 AMB-31 an interrupted check-in does not leave the state submitting forever", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({
        checkIn: { checkIn: () => Effect.as(Effect.sleep(1_000), checkInEntry(15)) },
        user: { credit: () => Effect.succeed({ balance: satang(100), balanceType: "M" }) }
      })
      const first = yield* Effect.fork(app.run(checkIn))
      yield* Effect.yieldNow()
      expect(app.store.getState().checkIn.phase).toBe("sending")
      // Whether the write is allowed to finish (AMB-31) or is cancelled, once the fiber is gone
      // nothing is in flight, so the store must not keep refusing check-ins.
      yield* Fiber.interruptFork(first)
      yield* TestClock.adjust(1_000)
      yield* Fiber.await(first)
      expect(app.store.getState().checkIn.phase).not.toBe("sending")
    })
  )

  it.scoped("#9 a press while offline sends nothing and says why; the pending key stays", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        connectivity: [false],
        checkIn: {
          list: Effect.succeed([checkInEntry(14)]),
          checkIn: () => rec.record("checkIn", Effect.succeed(checkInEntry(15)))
        }
      })
      yield* app.run(watchConnectivity)
      yield* app.run(loadCheckIn)
      expect(yield* app.run(checkIn)).toBe("not-checked-in")
      expect(rec.count("checkIn")).toBe(0)
      expect(app.store.getState().checkIn.error).toBe(ERROR_TEXT.NetworkError)
      expect(app.tags()).not.toContain("CheckInStarted")
    })
  )

  it.scoped("#9 money.md a lost answer while offline waits for the connection before reading the outcome", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      let listed = [checkInEntry(14)]
      let listReads = 0
      const dropConnection: { now: () => void } = { now: () => undefined }
      const app = yield* loggedIn({
        checkIn: {
          list: Effect.suspend(() => {
            listReads += 1
            return Effect.succeed(listed)
          }),
          checkIn: () =>
            Effect.suspend(() => {
              // The server recorded it; then the connection dropped, and the answer with it.
              listed = [checkInEntry(14), checkInEntry(15, satang(3_000))]
              dropConnection.now()
              return Effect.fail(new NetworkError({ message: "lost" }))
            })
        },
        user: { credit: () => Effect.succeed({ balance: satang(53_000), balanceType: "M" }) }
      })
      dropConnection.now = () => app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
      yield* app.run(loadCheckIn)
      const reads = listReads
      const pressing = yield* Effect.fork(app.run(checkIn))
      yield* Effect.repeatN(Effect.yieldNow(), 10)
      expect(app.store.getState().checkIn.phase).toBe("verifying")
      expect(listReads).toBe(reads)
      app.store.dispatch({ _tag: "ConnectivityChanged", online: true })
      expect(yield* Fiber.join(pressing)).toBe("checked-in")
      expect(listReads).toBe(reads + 1)
    })
  )
})
