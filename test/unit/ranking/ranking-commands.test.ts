import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { ServerError } from "../../../src/domain/errors"
import { selectRankingBoard } from "../../../src/events/ranking/selectors"
import { loadRanking } from "../../../src/runtime/commands/ranking"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { rankingBoard } from "./fixtures"

// The ranking's command (issue #13, OPEN-09): a period's board asked for and kept with its period;
// an interrupted load (a new period, the screen gone) writes nothing.

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("ranking commands (#13)", () => {
  it.scoped("asks for the period's board and shows it", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ ranking: { ranking: () => Effect.succeed(rankingBoard()) } })
      yield* app.run(loadRanking("month"))
      expect(app.calls("RankingService.ranking")[0]?.args).toEqual(["month"])
      expect(selectRankingBoard("month")(app.store.getState())._tag).toBe("Loaded")
    })
  )

  it.scoped("a refusal shows the server's Thai message for that period", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        ranking: { ranking: () => Effect.fail(new ServerError({ status: 500, message: "ระบบขัดข้อง", body: null })) }
      })
      yield* app.run(loadRanking("week"))
      expect(selectRankingBoard("week")(app.store.getState())).toEqual({ _tag: "Failed", message: "ระบบขัดข้อง" })
    })
  )

  it.scoped("an interrupted load (the period changed, the screen left) writes no answer", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        ranking: { ranking: () => Effect.as(Effect.sleep(1_000), rankingBoard()) }
      })
      const fiber = yield* Effect.fork(app.run(loadRanking("week")))
      yield* TestClock.adjust(10)
      yield* Fiber.interrupt(fiber)
      yield* TestClock.adjust(2_000)
      expect(app.store.getState().ranking.board._tag).toBe("Loading")
    })
  )
})
