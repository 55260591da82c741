import * as KeyValueStore from "@effect/platform/KeyValueStore"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { satang } from "../../../src/domain/money"
import { keepShellSnapshot } from "../../../src/runtime/commands/shell-snapshot"
import { logout, restoreSession } from "../../../src/runtime/commands/session"
import { refreshCredit } from "../../../src/runtime/commands/player"
import { loadConfiguration } from "../../../src/runtime/commands/configuration"
import { loadGameLobby, loadProviderGames } from "../../../src/runtime/commands/games"
import { loadRewardCatalogue } from "../../../src/runtime/commands/reward"
import { loadFlipCardLogs } from "../../../src/runtime/commands/flip-card"
import { loadAffiliateIncome } from "../../../src/runtime/commands/affiliate"
import { leaveWheel, loadWheelBoard } from "../../../src/runtime/commands/wheel"
import { board } from "../wheel/wheel-fixtures"
import { ShellSnapshotStore, shellSnapshotStoreOver } from "../../../src/services/shell/shell-snapshot-store"
import { SHELL_SNAPSHOT_KEY } from "../../../src/services/shell/shell-snapshot-key"
import { makeAppHarness, type AppHarness } from "../../support/app-harness"
import { PLAYER_TOKEN, playerSession } from "../../support/sessions"
import { configurationItem, globalSetting } from "../events/fixtures"
import { snapshotOf } from "./fixtures"

// #16: the runtime keeps the device's snapshot in step with fresh data, and removes it when no
// player is logged in. It never holds the token.

/** A promotion banner of the configuration, with the terms the snapshot must leave out. */
const banner = (key: string, path: string) => ({
  key,
  value: { data: { path, title: `โปรโมชั่น ${key.slice(-2)}`, terms: "ทำยอด 5 เท่า ถอนได้ไม่จำกัด" } }
})

/** A clip of the configuration: its cover (title, poster) and the clip the snapshot must leave out. */
const movie = (key: string, path: string) => ({
  key,
  value: { data: { path, title: `คลิป ${key.slice(-2)}`, video: `/clips/${key.slice(-2)}.webm` } }
})

const stored = (app: AppHarness) => app.run(Effect.flatMap(ShellSnapshotStore, (store) => store.read))

const jk = { code: "JK", name: "Joker Kingdom", logo: "/content/providers/jk.svg", gameCount: 500 }
/** A provider of the lobby answer, its logo on this site unless `host` says where. */
const providerOf = (code: string, host = "") => ({
  code,
  name: `ค่าย ${code}`,
  logo: `${host}/content/${code}.svg`,
  gameCount: 12
})
const lobbyAnswer = {
  categories: [
    { category: "slot" as const, providers: [jk, providerOf("PG"), providerOf("XO", "https://elsewhere.example")] },
    // More than a snapshot keeps of one tab.
    { category: "casino" as const, providers: Array.from({ length: 30 }, (_, i) => providerOf(`C${i}`)) },
    { category: "hot" as const, providers: [] }
  ]
}

/** A game of a provider's list, its picture on this site unless `host` says where. */
const gameOf = (index: number, host = "") => ({
  code: `SL${String(index).padStart(4, "0")}`,
  provider: "JK",
  category: "slot" as const,
  name: `เกม ${index}`,
  nameEn: `Game ${index}`,
  image: `${host}/game-art/JK/SL${index}.svg`,
  badge: index === 1 ? ("hot" as const) : null
})
/** Joker's slot games: more than a snapshot keeps, the second one's picture on another host. */
const jokerGames = {
  category: "slot" as const,
  provider: jk,
  games: Array.from({ length: 40 }, (_, i) => gameOf(i + 1, i === 1 ? "https://elsewhere.example" : ""))
}

/** The provider's list the harness answers with: Joker's unless a test says otherwise. */
let providerAnswer = jokerGames

/** A reward category of the catalogue answer, its picture on this site unless `host` says where. */
const rewardCategoryOf = (id: number, host = "") => ({
  id,
  name: `หมวด ${id}`,
  image: `${host}/assets/rewards/category-${id}.svg`,
  itemCount: id * 2
})
const catalogueAnswer = {
  categories: [
    rewardCategoryOf(1),
    rewardCategoryOf(2, "https://elsewhere.example"),
    ...[3, 4, 5, 6].map((id) => rewardCategoryOf(id))
  ],
  category: null
}

/** The flip card's logs answer: `playsLeft` of 3 today, and a play the snapshot must leave out. */
const flipLogsAnswer = (playsLeft: number) => ({
  playsPerDay: 3,
  playsLeft,
  plays: [
    {
      id: 41,
      at: "2026-11-28T02:00:00.000Z",
      cardIndex: 1,
      cards: Array.from({ length: 5 }, () => ({ kind: "none" as const, value: 0 as const, label: "ไม่ได้รางวัล" }))
    }
  ]
})
let flipPlaysLeft = 2
/** The wheel's board answer: the demo wheel unless a test says otherwise. */
let wheelBoard = board(1)

/** 10:00 on 28 November 2026 in Bangkok (03:00 UTC). */
const BANGKOK_MORNING = Date.UTC(2026, 10, 28, 3, 0)

/** Starts the keeper, then a returning player's start: the session restored, the balance read. */
const keepingAfterStart = (app: AppHarness) =>
  Effect.gen(function* () {
    const keeper = yield* Effect.fork(app.run(keepShellSnapshot))
    yield* Effect.yieldNow()
    yield* app.run(restoreSession)
    yield* app.run(refreshCredit)
    return keeper
  })

const playerApp = (shellSnapshot?: string) =>
  makeAppHarness({
    storedSession: playerSession,
    ...(shellSnapshot === undefined ? {} : { shellSnapshot }),
    user: { credit: () => Effect.succeed({ balance: satang(2_500_00), balanceType: "M" as const }) },
    settings: {
      operation: Effect.succeed({ websiteStatus: "OK" }),
      globalSetting: Effect.succeed(globalSetting),
      configuration: () =>
        Effect.succeed([
          configurationItem("home.normal.logo", "/logo.png"),
          configurationItem("home.dashboard.allGame", "/all.png"),
          configurationItem("home.top.slot", "/slot.png"),
          banner("media.promotion.02", "/promo/cashback.png"),
          banner("media.promotion.01", "/promo/welcome.png"),
          banner("media.promotion.03", "https://elsewhere.example/promo.png"),
          movie("media.movie.03", "/posters/03.svg"),
          movie("media.movie.01", "/posters/01.svg"),
          movie("media.movie.02", "/posters/02.svg")
        ])
    },
    games: { lobby: Effect.succeed(lobbyAnswer), providerGames: () => Effect.sync(() => providerAnswer) },
    reward: { catalogue: () => Effect.succeed(catalogueAnswer) },
    flipCard: { logs: Effect.sync(() => flipLogsAnswer(flipPlaysLeft)) },
    wheel: { board: Effect.sync(() => wheelBoard) },
    affiliate: {
      income: () =>
        Effect.succeed({
          income: satang(9_127_00),
          earned: satang(12_000_00),
          withdrawn: satang(2_873_00),
          percent: 0.5
        })
    },
    auth: { logout: () => Effect.succeed(null) }
  })

describe("keepShellSnapshot (#16)", () => {
  it.scoped(
    "writes the player's summary, fresh balance, shell images, first banners and first clips' covers once the balance arrives (#30)",
    () =>
      Effect.gen(function* () {
        const app = yield* playerApp()
        yield* TestClock.setTime(1_763_600_000_000)
        const keeper = yield* Effect.fork(app.run(keepShellSnapshot))
        yield* Effect.yieldNow()
        yield* app.run(restoreSession)
        expect(Option.isNone(yield* stored(app))).toBe(true)
        yield* app.run(Effect.all([refreshCredit, loadConfiguration]))
        const snapshot = Option.getOrThrow(yield* stored(app))
        expect(snapshot).toEqual({
          version: 1,
          username: "somchai01",
          name: "สมชาย ใจดี",
          level: 3,
          balance: satang(2_500_00),
          images: { "home.normal.logo": "/logo.png", "home.dashboard.allGame": "/all.png" },
          // In key order, titles and images only; the one on another host is not the carousel's either.
          banners: [
            { key: "media.promotion.01", title: "โปรโมชั่น 01", image: "/promo/welcome.png" },
            { key: "media.promotion.02", title: "โปรโมชั่น 02", image: "/promo/cashback.png" }
          ],
          // The movie page's first row, in key order: the cover only, never the clip.
          movies: [
            { key: "media.movie.01", title: "คลิป 01", poster: "/posters/01.svg" },
            { key: "media.movie.02", title: "คลิป 02", poster: "/posters/02.svg" }
          ],
          savedAt: 1_763_600_000_000
        })
        expect(JSON.stringify(snapshot)).not.toContain(PLAYER_TOKEN)
        expect(JSON.stringify(snapshot)).not.toContain("ทำยอด")
        expect(JSON.stringify(snapshot)).not.toContain(".webm")
        yield* Fiber.interrupt(keeper)
      })
  )

  it.scoped("AUTH-11 removes it on logout", () =>
    Effect.gen(function* () {
      const app = yield* playerApp()
      const keeper = yield* keepingAfterStart(app)
      expect(Option.isSome(yield* stored(app))).toBe(true)
      yield* app.run(logout)
      expect(Option.isNone(yield* stored(app))).toBe(true)
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped("ERR-02 removes it when the session ends (a 401 ends it with SessionTimeout)", () =>
    Effect.gen(function* () {
      const app = yield* playerApp()
      const keeper = yield* keepingAfterStart(app)
      app.store.dispatch({ _tag: "SessionTimeout" })
      expect(Option.isNone(yield* stored(app))).toBe(true)
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped("AUTH-02 removes a snapshot the device kept when no session is stored", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ shellSnapshot: JSON.stringify(snapshotOf()) })
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: snapshotOf() })
      const keeper = yield* Effect.fork(app.run(keepShellSnapshot))
      yield* Effect.yieldNow()
      // Still reading the session: the snapshot stays.
      expect(Option.isSome(yield* stored(app))).toBe(true)
      yield* app.run(restoreSession)
      expect(Option.isNone(yield* stored(app))).toBe(true)
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped("keeps the snapshot's images and banners when the configuration has not loaded this visit", () =>
    Effect.gen(function* () {
      const banners = [{ key: "media.promotion.01", title: "โบนัส", image: "/promo/welcome.png" }]
      const kept = snapshotOf({ images: { "home.dashboard.huay": "/huay.png" }, banners })
      const app = yield* playerApp(JSON.stringify(kept))
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      const snapshot = Option.getOrThrow(yield* stored(app))
      expect(snapshot.balance).toBe(satang(2_500_00))
      expect(snapshot.images).toEqual({ "home.dashboard.huay": "/huay.png" })
      expect(snapshot.banners).toEqual(banners)
      yield* Fiber.interrupt(keeper)
    })
  )
})

describe("keepShellSnapshot and the games lobby (#16)", () => {
  it.scoped("keeps the lobby's tabs with their first providers on this site once the lobby loads", () =>
    Effect.gen(function* () {
      const app = yield* playerApp()
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).lobby).toBeUndefined()
      yield* app.run(loadGameLobby)
      const lobby = Option.getOrThrow(yield* stored(app)).lobby ?? []
      expect(lobby.map((tab) => tab.category)).toEqual(["slot", "casino", "hot"])
      // The provider whose logo is on another host is left out; a long tab keeps its first 24.
      expect(lobby[0]?.providers).toEqual([jk, providerOf("PG")])
      expect(lobby[1]?.providers.map((provider) => provider.code)).toEqual(
        Array.from({ length: 24 }, (_, i) => `C${i}`)
      )
      expect(lobby[2]?.providers).toEqual([])
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped(
    "keeps the lobby of a visit that reads no balance (the games screen), with the balance the snapshot kept",
    () =>
      Effect.gen(function* () {
        const kept = snapshotOf({ balance: satang(1_520_75) })
        const app = yield* playerApp(JSON.stringify(kept))
        app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
        const keeper = yield* Effect.fork(app.run(keepShellSnapshot))
        yield* Effect.yieldNow()
        yield* app.run(restoreSession)
        yield* app.run(loadGameLobby)
        const snapshot = Option.getOrThrow(yield* stored(app))
        expect(snapshot.balance).toBe(satang(1_520_75))
        expect(snapshot.lobby?.[0]?.providers[0]).toEqual(jk)
        yield* Fiber.interrupt(keeper)
      })
  )

  it.scoped("keeps the snapshot's lobby on a visit that does not load the lobby", () =>
    Effect.gen(function* () {
      const lobby = [{ category: "slot" as const, providers: [jk] }]
      const kept = snapshotOf({ lobby })
      const app = yield* playerApp(JSON.stringify(kept))
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      const snapshot = Option.getOrThrow(yield* stored(app))
      expect(snapshot.balance).toBe(satang(2_500_00))
      expect(snapshot.lobby).toEqual(lobby)
      yield* Fiber.interrupt(keeper)
    })
  )
})

describe("keepShellSnapshot and a provider's games (#30)", () => {
  it.scoped(
    "keeps the first 12 games of the provider last opened, as it was asked for: code, name and picture, never a badge",
    () =>
      Effect.gen(function* () {
        const app = yield* playerApp()
        const keeper = yield* keepingAfterStart(app)
        expect(Option.getOrThrow(yield* stored(app)).providerGames).toBeUndefined()
        providerAnswer = {
          ...jokerGames,
          games: jokerGames.games.map((game) => ({
            ...game,
            image: game.image.replace("https://elsewhere.example", "")
          }))
        }
        // Its hot games, answered as the slot category the provider's games are in: kept under hot,
        // the address the player opened.
        yield* app.run(loadProviderGames("hot", "JK"))
        const kept = Option.getOrThrow(yield* stored(app)).providerGames
        expect(kept).toMatchObject({ category: "hot", provider: "JK", name: "Joker Kingdom" })
        expect(kept?.games).toEqual(
          Array.from({ length: 12 }, (_, i) => {
            const { code, name, image } = gameOf(i + 1)
            return { code, name, image }
          })
        )
        yield* Fiber.interrupt(keeper)
      })
  )

  it.scoped(
    "stops before the first game whose picture is on another host: the n-th kept game is the grid's n-th (#30)",
    () =>
      Effect.gen(function* () {
        const app = yield* playerApp()
        const keeper = yield* keepingAfterStart(app)
        providerAnswer = jokerGames
        yield* app.run(loadProviderGames("slot", "JK"))
        // The second game's picture is on another host: only the first is kept, never the third in its place.
        const { code, name, image } = gameOf(1)
        expect(Option.getOrThrow(yield* stored(app)).providerGames?.games).toEqual([{ code, name, image }])
        yield* Fiber.interrupt(keeper)
      })
  )

  it.scoped("keeps the snapshot's provider games on a visit that does not open a provider", () =>
    Effect.gen(function* () {
      const providerGames = { category: "casino" as const, provider: "SA", name: "SA Gaming", games: [] }
      const kept = snapshotOf({ providerGames })
      const app = yield* playerApp(JSON.stringify(kept))
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).providerGames).toEqual(providerGames)
      yield* Fiber.interrupt(keeper)
    })
  )
})

describe("ShellSnapshotStore (#16)", () => {
  it.effect("never writes a token, even one handed in beside the snapshot's fields", () =>
    Effect.gen(function* () {
      const memory = yield* KeyValueStore.KeyValueStore
      const store = shellSnapshotStoreOver(memory)
      // A value with more fields than a snapshot (TypeScript lets a variable through, as a bug could).
      const withSecrets = { ...snapshotOf(), token: PLAYER_TOKEN, password: "pass-word-1" }
      yield* store.save(withSecrets)
      const raw = Option.getOrThrow(yield* memory.get(SHELL_SNAPSHOT_KEY))
      expect(raw).not.toContain(PLAYER_TOKEN)
      expect(raw).not.toContain("pass-word-1")
      expect(JSON.parse(raw)).toEqual(snapshotOf())
    }).pipe(Effect.provide(KeyValueStore.layerMemory))
  )

  it.effect("keeps nothing the schema refuses (a fractional level), without failing", () =>
    Effect.gen(function* () {
      const memory = yield* KeyValueStore.KeyValueStore
      yield* shellSnapshotStoreOver(memory).save(snapshotOf({ level: 1.5 }))
      expect(Option.isNone(yield* memory.get(SHELL_SNAPSHOT_KEY))).toBe(true)
    }).pipe(Effect.provide(KeyValueStore.layerMemory))
  )
})

describe("keepShellSnapshot and the reward page (#30)", () => {
  it.scoped(
    "keeps the first reward categories whose pictures are on this site once the catalogue loads; never the points",
    () =>
      Effect.gen(function* () {
        const app = yield* playerApp()
        const keeper = yield* keepingAfterStart(app)
        expect(Option.getOrThrow(yield* stored(app)).rewards).toBeUndefined()
        yield* app.run(loadRewardCatalogue(null))
        // The one on another host is left out; the page's first four are kept.
        expect(Option.getOrThrow(yield* stored(app)).rewards).toEqual([1, 3, 4, 5].map((id) => rewardCategoryOf(id)))
        yield* Fiber.interrupt(keeper)
      })
  )

  it.scoped("keeps the snapshot's categories on a visit that does not load them", () =>
    Effect.gen(function* () {
      const kept = snapshotOf({ rewards: [rewardCategoryOf(9)] })
      const app = yield* playerApp(JSON.stringify(kept))
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).rewards).toEqual([rewardCategoryOf(9)])
      yield* Fiber.interrupt(keeper)
    })
  )
})

describe("keepShellSnapshot and the flip card (#30)", () => {
  it.scoped("keeps today's chances once the page loads them, stamped with the Bangkok day; never a play", () =>
    Effect.gen(function* () {
      flipPlaysLeft = 2
      const app = yield* playerApp()
      // 03:00 UTC is already 10:00 of the 28th in Bangkok; 20:00 UTC of the 27th would be the 28th too.
      yield* TestClock.setTime(BANGKOK_MORNING)
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).flipCard).toBeUndefined()
      yield* app.run(loadFlipCardLogs)
      expect(Option.getOrThrow(yield* stored(app)).flipCard).toEqual({
        day: "2026-11-28",
        playsLeft: 2,
        playsPerDay: 3
      })
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped("keeps the snapshot's chances, with their own day, on a visit that does not load them", () =>
    Effect.gen(function* () {
      const chances = { day: "2026-11-27", playsLeft: 0, playsPerDay: 3 }
      const kept = snapshotOf({ flipCard: chances })
      const app = yield* playerApp(JSON.stringify(kept))
      yield* TestClock.setTime(BANGKOK_MORNING)
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).flipCard).toEqual(chances)
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped("leaves out a count with more left than a day gives, and still keeps the rest of the snapshot", () =>
    Effect.gen(function* () {
      flipPlaysLeft = 4
      const app = yield* playerApp()
      yield* TestClock.setTime(BANGKOK_MORNING)
      const keeper = yield* Effect.fork(app.run(keepShellSnapshot))
      yield* Effect.yieldNow()
      yield* app.run(restoreSession)
      yield* app.run(Effect.all([refreshCredit, loadFlipCardLogs]))
      const snapshot = Option.getOrThrow(yield* stored(app))
      expect(snapshot.balance).toBe(satang(2_500_00))
      expect(snapshot.flipCard).toBeUndefined()
      yield* Fiber.interrupt(keeper)
    })
  )
})

describe("keepShellSnapshot and the affiliate page (#30)", () => {
  it.scoped("keeps the income left once the page loads it; never what was earned or withdrawn", () =>
    Effect.gen(function* () {
      const app = yield* playerApp()
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).affiliateIncome).toBeUndefined()
      yield* app.run(loadAffiliateIncome)
      const snapshot = Option.getOrThrow(yield* stored(app))
      expect(snapshot.affiliateIncome).toBe(satang(9_127_00))
      expect(JSON.stringify(snapshot)).not.toContain(String(12_000_00))
      yield* Fiber.interrupt(keeper)
    })
  )

  it.scoped("keeps the snapshot's income on a visit that does not load it", () =>
    Effect.gen(function* () {
      const kept = snapshotOf({ affiliateIncome: satang(55_00) })
      const app = yield* playerApp(JSON.stringify(kept))
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).affiliateIncome).toBe(satang(55_00))
      yield* Fiber.interrupt(keeper)
    })
  )
})

describe("keepShellSnapshot and the prize wheel (#30)", () => {
  it.scoped(
    "keeps the board's segments as the disc draws them (colour and label, never the prize), also once the player has left the wheel",
    () =>
      Effect.gen(function* () {
        wheelBoard = board(1)
        const app = yield* playerApp()
        const keeper = yield* keepingAfterStart(app)
        expect(Option.getOrThrow(yield* stored(app)).wheel).toBeUndefined()
        yield* app.run(loadWheelBoard)
        const drawn = board(1).segments.map(({ colour, label }) => ({ colour, label }))
        expect(Option.getOrThrow(yield* stored(app)).wheel).toEqual(drawn)
        // Leaving resets the wheel (STORE-05); the next write still keeps what was drawn.
        yield* app.run(leaveWheel)
        yield* app.run(refreshCredit)
        expect(app.store.getState().wheel.segments).toEqual([])
        expect(Option.getOrThrow(yield* stored(app)).wheel).toEqual(drawn)
        yield* Fiber.interrupt(keeper)
      })
  )

  it.scoped("keeps neither a board of more segments than the snapshot holds nor the disc kept before it", () =>
    Effect.gen(function* () {
      const demo = board(1)
      // The demo's segments three times over, cut at one more than a snapshot keeps.
      const segments = [...demo.segments, ...demo.segments, ...demo.segments].slice(0, 17)
      wheelBoard = { ...demo, segments: segments.map((segment, id) => ({ ...segment, id })) }
      const kept = snapshotOf({
        wheel: [
          { colour: "#c62828", label: "เครดิต ฿20" },
          { colour: "#1565c0", label: "50 แต้ม" }
        ]
      })
      const app = yield* playerApp(JSON.stringify(kept))
      app.store.dispatch({ _tag: "ShellSnapshotRestored", snapshot: kept })
      const keeper = yield* keepingAfterStart(app)
      expect(Option.getOrThrow(yield* stored(app)).wheel).toEqual(kept.wheel)
      yield* app.run(loadWheelBoard)
      expect(app.store.getState().wheel.segments).toHaveLength(17)
      expect(Option.getOrThrow(yield* stored(app)).wheel).toBeUndefined()
      yield* Fiber.interrupt(keeper)
    })
  )
})
