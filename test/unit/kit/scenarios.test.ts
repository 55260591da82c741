import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, TestClock } from "effect"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectCheckInPopupOpen } from "../../../src/events/check-in/selectors"
import { selectIsLoggedIn, selectSessionExpired } from "../../../src/events/session/selectors"
import { selectMaintenance, selectNetworkUnstable } from "../../../src/events/site/selectors"
import { selectPromotionSetting } from "../../../src/events/promotion/selectors"
import { makeAppRuntime, type AppContext } from "../../../src/runtime/app-runtime"
import { loadStartData } from "../../../src/runtime/commands/start"
import { refreshCredit } from "../../../src/runtime/commands/player"
import { loadCheckIn } from "../../../src/runtime/commands/check-in"
import { login, restoreSession } from "../../../src/runtime/commands/session"
import { createEventStore } from "../../../src/runtime/event-store"
import { answeringUnscripted, SCENARIO_NAMES, scenarioServices } from "../../../src/runtime/scenarios/scenario-registry"

// The development scenarios (?scenario=NAME) boot on test layers alone and show what they promise.

const boot = (name: string) =>
  Effect.gen(function* () {
    const services = scenarioServices(name)
    if (services === null) return yield* Effect.dieMessage(`unknown scenario ${name}`)
    const store = createEventStore()
    const runtime = makeAppRuntime(services, store)
    yield* Effect.addFinalizer(() => Effect.promise(() => runtime.dispose()))
    const run = <A, E>(effect: Effect.Effect<A, E, AppContext>) => Effect.provide(effect, runtime)
    const loggedIn = yield* run(restoreSession)
    yield* run(loadStartData(loggedIn))
    return { store, run }
  })

describe("development scenarios", () => {
  it("every name is known; an unknown one gives null (the app then starts live)", () => {
    expect(SCENARIO_NAMES).toEqual(["happy", "maintenance", "session-expired", "slow-network", "new-player"])
    expect(scenarioServices("nope")).toBeNull()
  })

  it.scoped("happy: a guest, and demo/demo1234 logs in with a balance", () =>
    Effect.gen(function* () {
      const { store, run } = yield* boot("happy")
      expect(selectIsLoggedIn(store.getState())).toBe(false)
      expect(yield* run(login({ username: "demo", password: "demo1234" }))).toBe(true)
      yield* run(refreshCredit)
      expect(selectBalance(store.getState())).toBe(152_075)
    })
  )

  it.scoped("maintenance: the operation setting is MA", () =>
    Effect.gen(function* () {
      const { store } = yield* boot("maintenance")
      expect(selectMaintenance(store.getState())).toBe(true)
    })
  )

  it.scoped("session-expired: the stored session ends on the first player call", () =>
    Effect.gen(function* () {
      const { store } = yield* boot("session-expired")
      expect(selectSessionExpired(store.getState())).toBe(true)
    })
  )

  it.scoped("new-player: logged in, balance 0, no check-ins, no promotion", () =>
    Effect.gen(function* () {
      const { store, run } = yield* boot("new-player")
      yield* run(Effect.all([refreshCredit, loadCheckIn]))
      const state = store.getState()
      expect(selectIsLoggedIn(state)).toBe(true)
      expect(selectBalance(state)).toBe(0)
      expect(state.checkIn.list._tag === "Loaded" ? state.checkIn.list.data : null).toEqual([])
      expect(selectCheckInPopupOpen(state)).toBe(true)
      expect(selectPromotionSetting(state)?.bonusMax).toBe(0)
    })
  )

  it.scoped("slow-network: answers come after 3 s and some time out", () =>
    Effect.gen(function* () {
      const services = scenarioServices("slow-network")
      if (services === null) return yield* Effect.dieMessage("unknown scenario")
      const store = createEventStore()
      const runtime = makeAppRuntime(services, store)
      yield* Effect.addFinalizer(() => Effect.promise(() => runtime.dispose()))
      const fiber = yield* Effect.fork(Effect.provide(Effect.flatMap(restoreSession, loadStartData), runtime))
      yield* TestClock.adjust("2 seconds")
      expect(store.getState().global.settings._tag).toBe("Loading")
      yield* TestClock.adjust("2 seconds")
      yield* fiber.await
      // Three public calls, the fourth call overall would time out: log in to reach it.
      const loggedIn = yield* Effect.fork(Effect.provide(login({ username: "demo", password: "demo1234" }), runtime))
      yield* TestClock.adjust("10 seconds")
      yield* loggedIn.await
      expect(selectNetworkUnstable(store.getState())).toBe(true)
    })
  )

  it.effect(
    "a call a scenario does not script fails as a server with nothing to say, so its screen shows an error",
    () =>
      Effect.gen(function* () {
        const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
        const answer = yield* Effect.either(
          answeringUnscripted()("WheelService.spin", [], Effect.dieMessage("WheelService.spin was called but ..."))
        )
        expect(answer._tag === "Left" ? answer.left : null).toMatchObject({ _tag: "ServerError", status: 501 })
        expect(warn).toHaveBeenCalledTimes(1)
      })
  )
})
