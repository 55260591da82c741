import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import {
  chooseGameCategory,
  keepGridPlace,
  loadGridPlace,
  restoreGameCategory
} from "../../../src/runtime/commands/game-memory"
import { openGame, toggleFavouriteGame } from "../../../src/runtime/commands/games"
import { restoreSession } from "../../../src/runtime/commands/session"
import { selectGameCategory } from "../../../src/events/games/selectors"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { gameLaunch, gameSummary } from "./games-fixtures"

// What the lobby remembers (#29): the category last played or chosen, per player on the device, and
// each provider grid's place in the tab; and what a favourite's press did, for its toast.

const ORIGIN = "https://play.example.test"
const LOBBY = { returnUrl: `${ORIGIN}/auth/games/slot/JK`, origin: ORIGIN }

const loggedIn = (options: HarnessOptions = {}) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

/** The next visit on this device: the state starts again, the device's storage stays. */
const nextVisit = (app: Effect.Effect.Success<ReturnType<typeof loggedIn>>) => {
  app.store.dispatch({ _tag: "Logout" })
  app.store.dispatch({ _tag: "GetCurrentUser", user: playerSession.user })
}

describe("the lobby's memory (#29)", () => {
  it.scoped("#29 'เกมทั้งหมด' opens sport on a first visit, and the category last chosen on the next", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn()
      yield* app.run(restoreGameCategory)
      expect(selectGameCategory(app.store.getState())).toBe("sport")
      yield* app.run(chooseGameCategory("casino"))
      nextVisit(app)
      expect(selectGameCategory(app.store.getState())).toBe("sport")
      yield* app.run(restoreGameCategory)
      expect(selectGameCategory(app.store.getState())).toBe("casino")
      // Restoring what the state already holds appends nothing.
      const before = app.tags().length
      yield* app.run(restoreGameCategory)
      expect(app.tags().length).toBe(before)
    })
  )

  it.scoped("#29 a game opened makes its category the one 'เกมทั้งหมด' opens", () =>
    Effect.gen(function* () {
      const left = yield* Ref.make<ReadonlyArray<string>>([])
      const app = yield* loggedIn({
        gamesLeftFor: left,
        games: { openGame: () => Effect.succeed(gameLaunch({ url: "/stand-in/game/s1" })) }
      })
      expect(yield* app.run(openGame(gameSummary({ category: "fishing" }), LOBBY))).toBe("left")
      expect(selectGameCategory(app.store.getState())).toBe("fishing")
      nextVisit(app)
      yield* app.run(restoreGameCategory)
      expect(selectGameCategory(app.store.getState())).toBe("fishing")
    })
  )

  it.scoped("#29 a grid's place is kept per provider path; none kept reads as null", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn()
      expect(yield* app.run(loadGridPlace("/auth/games/slot/JK"))).toBeNull()
      yield* app.run(keepGridPlace("/auth/games/slot/JK", { scrollY: 2_500.4, query: "มังกร" }))
      yield* app.run(keepGridPlace("/auth/games/slot/AC", { scrollY: 10, query: "" }))
      expect(yield* app.run(loadGridPlace("/auth/games/slot/JK"))).toEqual({ scrollY: 2_500, query: "มังกร" })
      expect(yield* app.run(loadGridPlace("/auth/games/slot/AC"))).toEqual({ scrollY: 10, query: "" })
    })
  )

  it.scoped("#29 a favourite's press says what it did: added, then removed", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn()
      const dragon = gameSummary()
      expect(yield* app.run(toggleFavouriteGame(dragon))).toBe("added")
      expect(yield* app.run(toggleFavouriteGame(dragon))).toBe("removed")
    })
  )
})
