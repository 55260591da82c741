import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Queue, Stream, TestClock } from "effect"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectCurrentUser, selectIsLoggedIn } from "../../../src/events/session/selectors"
import { restoreSession } from "../../../src/runtime/commands/session"
import { followOtherTabs } from "../../../src/runtime/commands/session-sync"
import type { StoredSession } from "../../../src/services/session/session-store"
import { makeAppHarness } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { PLAYER_TOKEN, playerSession } from "../../support/sessions"
import { globalSetting, player } from "../events/fixtures"
import { satang } from "../../../src/domain/money"

const otherPlayer: StoredSession = {
  token: "tok-other-player",
  user: { ...player, name: "สมหญิง รักดี", user_pass: { username: "somying02" }, profile: { uuid: "uuid-other" } }
}

/** A tab logged in as `playerSession`, whose storage another tab writes (the harness's own store). */
const tabWithSignals = (credit = makeCallRecorder()) =>
  Effect.gen(function* () {
    const signals = yield* Queue.unbounded<void>()
    const app = yield* makeAppHarness({
      storedSession: playerSession,
      otherTabChanges: Stream.fromQueue(signals),
      settings: {
        operation: Effect.succeed({ websiteStatus: "OPEN" }),
        globalSetting: Effect.succeed(globalSetting),
        configuration: () => Effect.succeed([])
      },
      user: {
        profile: () => Effect.never,
        setting: () => Effect.never,
        credit: (username) =>
          credit.record(`credit ${username}`, Effect.succeed({ balance: satang(4_200), balanceType: "M" }))
      },
      checkIn: { list: Effect.succeed([]) }
    })
    yield* app.run(restoreSession)
    const following = yield* Effect.fork(app.run(followOtherTabs))
    /** Another tab wrote the storage: the signal, then the settle time. */
    const otherTabWrote = Effect.gen(function* () {
      yield* Queue.offer(signals, undefined)
      yield* Effect.repeatN(Effect.yieldNow(), 5)
      yield* TestClock.adjust(100)
      yield* Effect.repeatN(Effect.yieldNow(), 20)
    })
    return { app, following, otherTabWrote }
  })

describe("sessions stay honest across tabs (#9)", () => {
  it.scoped("#9 a logout in another tab logs this tab out, without telling the server again", () =>
    Effect.gen(function* () {
      const { app, following, otherTabWrote } = yield* tabWithSignals()
      expect(selectIsLoggedIn(app.store.getState())).toBe(true)
      const store = yield* app.sessionStore
      yield* store.clear
      yield* otherTabWrote
      expect(selectIsLoggedIn(app.store.getState())).toBe(false)
      expect(app.tags()).toContain("Logout")
      expect(app.calls().filter((call) => call.method === "AuthService.logout")).toHaveLength(0)
      expect(yield* store.token).toEqual(Option.none())
      yield* Fiber.interrupt(following)
    })
  )

  it.scoped(
    "#9 a login as another player in another tab brings this tab to that player, with the balance loaded again",
    () =>
      Effect.gen(function* () {
        const credit = makeCallRecorder()
        const { app, following, otherTabWrote } = yield* tabWithSignals(credit)
        const store = yield* app.sessionStore
        yield* store.save(otherPlayer)
        yield* otherTabWrote
        expect(selectCurrentUser(app.store.getState())?.name).toBe("สมหญิง รักดี")
        expect(credit.count("credit somying02")).toBe(1)
        expect(selectBalance(app.store.getState())).toBe(4_200)
        expect(yield* store.token).toEqual(Option.some("tok-other-player"))
        // The first player's state is gone with the Logout before the switch.
        expect(app.tags().indexOf("Logout")).toBeLessThan(app.tags().lastIndexOf("GetCurrentUser"))
        yield* Fiber.interrupt(following)
      })
  )

  it.scoped("#9 the same player's fresh login in another tab changes nothing here but the token", () =>
    Effect.gen(function* () {
      const { app, following, otherTabWrote } = yield* tabWithSignals()
      const before = app.tags().length
      const store = yield* app.sessionStore
      yield* store.save({ ...playerSession, token: "tok-renewed" })
      yield* otherTabWrote
      expect(app.tags()).toHaveLength(before)
      expect(yield* store.token).toEqual(Option.some("tok-renewed"))
      expect(PLAYER_TOKEN).not.toBe("tok-renewed")
      yield* Fiber.interrupt(following)
    })
  )
})
