import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import {
  cashOutGame,
  loadCategoryGames,
  openGame,
  pullBackGameCredit,
  restoreGameShelves,
  returnFromGame,
  toggleFavouriteGame
} from "../../../src/runtime/commands/games"
import { restoreSession } from "../../../src/runtime/commands/session"
import { selectCategoryGames, selectFavouriteGames, selectRecentGames } from "../../../src/events/games/selectors"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { playerSession } from "../../support/sessions"
import { cashOut, gameLaunch, gameSummary } from "./games-fixtures"

// The lobby's commands (issue #11; money.md for opening a game and the cash-out).

const ORIGIN = "https://play.example.test"
const LOBBY = { returnUrl: `${ORIGIN}/auth/games/slot/JK`, origin: ORIGIN }
const dragon = gameSummary()
const koi = gameSummary({ code: "lucky-koi", name: "ปลาคาร์ปนำโชค" })

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

const creditWith = (gameWallet: number | undefined) => () =>
  Effect.succeed({
    balance: satang(0),
    balanceType: "M" as const,
    ...(gameWallet === undefined ? {} : { gameWallet: satang(gameWallet) })
  })

describe("games commands", () => {
  it.scoped(
    "OPEN-26 'เล่น' moves the balance in with a key, keeps the game in 'เล่นล่าสุด', marks the tab and leaves for the game",
    () =>
      Effect.gen(function* () {
        const left = yield* Ref.make<ReadonlyArray<string>>([])
        const app = yield* loggedIn({
          gamesLeftFor: left,
          games: { openGame: () => Effect.succeed(gameLaunch({ url: "/stand-in/game/s1" })) }
        })
        expect(yield* app.run(openGame(dragon, LOBBY))).toBe("left")
        const [call] = app.calls("GamesService.openGame")
        expect(call?.args[0]).toEqual({ provider: "JK", gameCode: "golden-dragon", returnUrl: LOBBY.returnUrl })
        expect(typeof call?.args[1]).toBe("string")
        expect(yield* Ref.get(left)).toEqual([`${ORIGIN}/stand-in/game/s1`])
        expect(selectRecentGames(app.store.getState())).toEqual([dragon])
        expect(app.tags()).toContain("GameOpened")
      })
  )

  it.scoped("money.md a second 'เล่น' while one is on its way sends nothing", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        games: { openGame: () => rec.record("open", Effect.as(Effect.sleep(1_000), gameLaunch())) }
      })
      const first = yield* Effect.fork(app.run(openGame(dragon, LOBBY)))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(yield* app.run(openGame(koi, LOBBY))).toBe("busy")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("left")
      expect(rec.count("open")).toBe(1)
    })
  )

  it.scoped("#11 a refusal shows the server's message and the tab stays in the lobby", () =>
    Effect.gen(function* () {
      const left = yield* Ref.make<ReadonlyArray<string>>([])
      const app = yield* loggedIn({
        gamesLeftFor: left,
        games: {
          openGame: () => Effect.fail(new ServerError({ status: 422, message: "เครดิตไม่พอสำหรับเข้าเกม", body: null }))
        }
      })
      expect(yield* app.run(openGame(dragon, LOBBY))).toBe("refused")
      expect(app.store.getState().game.opening.error).toBe("เครดิตไม่พอสำหรับเข้าเกม")
      expect(yield* Ref.get(left)).toEqual([])
    })
  )

  it.scoped("#11 an answer whose address is not http(s) is refused, not followed", () =>
    Effect.gen(function* () {
      const left = yield* Ref.make<ReadonlyArray<string>>([])
      const app = yield* loggedIn({
        gamesLeftFor: left,
        user: { credit: creditWith(1_000) },
        games: { openGame: () => Effect.succeed(gameLaunch({ url: "javascript:alert(1)" })) }
      })
      expect(yield* app.run(openGame(dragon, LOBBY))).toBe("refused")
      expect(yield* Ref.get(left)).toEqual([])
    })
  )

  it.scoped("money.md a lost answer is read back from the credit, and the next 'เล่น' reuses the key", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      let answer: Effect.Effect<ReturnType<typeof gameLaunch>, NetworkError> = Effect.fail(
        new NetworkError({ message: "lost" })
      )
      const app = yield* loggedIn({
        user: { credit: creditWith(152_075) },
        games: {
          openGame: (_request, key) =>
            rec.record(
              "open",
              Effect.tap(answer, () => Effect.log(key))
            )
        }
      })
      expect(yield* app.run(openGame(dragon, LOBBY))).toBe("unsure")
      expect(app.eventsTagged("GameOpenVerified")[0]?.opened).toBe(true)
      answer = Effect.succeed(gameLaunch())
      expect(yield* app.run(openGame(dragon, LOBBY))).toBe("left")
      const keys = app.calls("GamesService.openGame").map((call) => call.args[1])
      expect(keys).toHaveLength(2)
      expect(keys[0]).toBe(keys[1])
    })
  )

  it.scoped("OPEN-25 coming back from a game pulls the credit back once, with the key the opening made", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        gameReturnMark: { version: 1, cashOutKey: "key-from-open", provider: "JK", gameCode: "golden-dragon" },
        user: { credit: creditWith(undefined) },
        games: { cashOut: () => Effect.succeed(cashOut()) }
      })
      expect(yield* app.run(returnFromGame)).toBe("done")
      expect(yield* app.run(returnFromGame)).toBe("none")
      expect(app.calls("GamesService.cashOut").map((call) => call.args[0])).toEqual(["key-from-open"])
      expect(app.tags()).toContain("CreditLoaded")
    })
  )

  it.scoped("STORE-03 a refused cash-out stores its error", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        games: { cashOut: () => Effect.fail(new ServerError({ status: 500, message: "ระบบเกมขัดข้อง", body: null })) }
      })
      expect(yield* app.run(pullBackGameCredit)).toBe("refused")
      expect(app.store.getState().game.cashOut.error).toBe("ระบบเกมขัดข้อง")
    })
  )

  it.scoped("money.md a cash-out whose answer is lost is read back: the wallet empty means it happened", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        user: { credit: creditWith(undefined) },
        games: { cashOut: () => Effect.fail(new NetworkError({ message: "lost" })) }
      })
      expect(yield* app.run(cashOutGame("button"))).toBe("done")
      expect(app.eventsTagged("GameCashOutVerified")[0]?.done).toBe(true)
      expect(app.calls("GamesService.cashOut")).toHaveLength(1)
    })
  )

  it.scoped("money.md a cash-out read back as not done keeps its key: 'ดึงเครดิตกลับ' resends with it", () =>
    Effect.gen(function* () {
      let fail = true
      const app = yield* loggedIn({
        user: { credit: creditWith(5_000) },
        games: {
          cashOut: () => (fail ? Effect.fail(new NetworkError({ message: "lost" })) : Effect.succeed(cashOut()))
        }
      })
      expect(yield* app.run(pullBackGameCredit)).toBe("unsure")
      fail = false
      expect(yield* app.run(pullBackGameCredit)).toBe("done")
      const keys = app.calls("GamesService.cashOut").map((call) => call.args[0])
      expect(keys[0]).toBe(keys[1])
    })
  )

  it.scoped("#11 leaving a tab interrupts its load: nothing of it lands", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        games: {
          categoryGames: (category) =>
            category === "casino"
              ? Effect.as(Effect.sleep(5_000), { category, games: [koi] })
              : Effect.succeed({ category, games: [dragon] })
        }
      })
      const casino = yield* Effect.fork(app.run(loadCategoryGames("casino")))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      yield* Fiber.interrupt(casino)
      yield* app.run(loadCategoryGames("slot"))
      yield* TestClock.adjust(5_000)
      expect(selectCategoryGames(app.store.getState(), "slot")).toEqual({ _tag: "Loaded", data: [dragon] })
      expect(app.eventsTagged("CategoryGamesLoaded").map((event) => event.category)).toEqual(["slot"])
    })
  )

  it.scoped("#11 favourites are kept on the device for the player and restored on the next visit", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({})
      yield* app.run(toggleFavouriteGame(dragon))
      yield* app.run(toggleFavouriteGame(koi))
      yield* app.run(toggleFavouriteGame(dragon))
      expect(selectFavouriteGames(app.store.getState())).toEqual([koi])
      app.store.dispatch({ _tag: "Logout" })
      app.store.dispatch({ _tag: "GetCurrentUser", user: playerSession.user })
      expect(selectFavouriteGames(app.store.getState())).toEqual([])
      yield* app.run(restoreGameShelves)
      expect(selectFavouriteGames(app.store.getState())).toEqual([koi])
    })
  )
})
