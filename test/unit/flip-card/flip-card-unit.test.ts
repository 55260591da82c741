import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { FLIP_CARD_COUNT, isCardIndex } from "../../../src/domain/flip-card"
import { NetworkError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { selectFlipCardPending, selectFlipCardPlay, selectPlaysLeft } from "../../../src/events/flip-card/selectors"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { dealFlipCardsAgain, flipCard, loadFlipCard } from "../../../src/runtime/commands/flip-card"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { playerSession } from "../../support/sessions"
import { player, profile } from "../events/fixtures"
import { flipLogs, flipPlay } from "../wheel/wheel-fixtures"

// The flip card's rules, slice and commands (#13, OPEN-34, money.md).

const user = {
  credit: () => Effect.succeed({ balance: satang(100), balanceType: "M" as const }),
  profile: () => Effect.succeed(profile)
}
const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("flip card rules and slice", () => {
  it("a card index is a whole number within the row of five", () => {
    expect(FLIP_CARD_COUNT).toBe(5)
    expect([-1, 0, 4, 5, 1.5].map(isCardIndex)).toEqual([false, true, true, false, false])
  })

  it("the slice starts empty; a play shows every card, takes a play and heads the history", () => {
    expect(initialState.flipCard).toEqual({})
    const state = replay([
      { _tag: "GetCurrentUser", user: player },
      { _tag: "FlipCardLogsLoaded", data: flipLogs(1, [flipPlay(1)]) },
      { _tag: "FlipCardStarted", key: "k", cardIndex: 3, playsLeft: 1 },
      { _tag: "FlipCardPlayed", reward: { play: flipPlay(2, 3), playsLeft: 0 } }
    ])
    expect(selectFlipCardPlay(state)?.cardIndex).toBe(3)
    expect(selectPlaysLeft(state)).toBe(0)
    expect(state.flipCard.logs?._tag === "Loaded" ? state.flipCard.logs.data.plays.map((p) => p.id) : []).toEqual([
      2, 1
    ])
    expect(selectFlipCardPlay(replay([{ _tag: "FlipCardDealAgain" }], state))).toBeNull()
  })
})

describe("flipCard", () => {
  it.scoped("a pick plays once however often it is tapped; the points refresh", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        flipCard: {
          logs: Effect.succeed(flipLogs(3)),
          flip: (cardIndex) =>
            rec.record("flip", Effect.as(Effect.sleep(1_000), { play: flipPlay(5, cardIndex), playsLeft: 2 }))
        },
        user
      })
      yield* app.run(loadFlipCard)
      const first = yield* Effect.fork(app.run(flipCard(0)))
      yield* Effect.yieldNow()
      expect(yield* app.run(flipCard(1))).toBe("not-done")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("done")
      expect(rec.count("flip")).toBe(1)
      expect(app.tags()).toContain("ProfileLoaded")
      // Face up: another pick waits for 'เล่นอีกครั้ง'.
      expect(yield* app.run(flipCard(2))).toBe("not-done")
      yield* app.run(dealFlipCardsAgain)
      expect(selectFlipCardPlay(app.store.getState())).toBeNull()
    })
  )

  it.scoped("no plays left: a pick sends nothing", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ flipCard: { logs: Effect.succeed(flipLogs(0)) }, user })
      yield* app.run(loadFlipCard)
      expect(yield* app.run(flipCard(0))).toBe("not-done")
    })
  )

  it.scoped("money.md a lost answer is read back from the logs' plays left: the play happened", () =>
    Effect.gen(function* () {
      let played = false
      const app = yield* loggedIn({
        flipCard: {
          logs: Effect.suspend(() => Effect.succeed(played ? flipLogs(2, [flipPlay(8, 4)]) : flipLogs(3))),
          flip: () => {
            played = true
            return Effect.fail(new NetworkError({ message: "lost" }))
          }
        },
        user
      })
      yield* app.run(loadFlipCard)
      expect(yield* app.run(flipCard(4))).toBe("done")
      expect(app.tags()).toContain("FlipCardUnsure")
      expect(selectFlipCardPlay(app.store.getState())?.id).toBe(8)
      expect(selectFlipCardPending(app.store.getState())).toBeNull()
    })
  )

  it.scoped("money.md a lost answer that did not play keeps the key for the next pick", () =>
    Effect.gen(function* () {
      const keys: Array<string> = []
      const app = yield* loggedIn({
        flipCard: {
          logs: Effect.succeed(flipLogs(3)),
          flip: (cardIndex, key) => {
            keys.push(key)
            return keys.length === 1
              ? Effect.fail(new NetworkError({ message: "lost" }))
              : Effect.succeed({ play: flipPlay(9, cardIndex), playsLeft: 2 })
          }
        },
        user
      })
      yield* app.run(loadFlipCard)
      expect(yield* app.run(flipCard(1))).toBe("not-done")
      expect(app.store.getState().flipCard.phase).toBe("not-done")
      expect(yield* app.run(flipCard(1))).toBe("done")
      expect(keys[1]).toBe(keys[0])
    })
  )
})
