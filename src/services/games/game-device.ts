import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import { GameSummary } from "../../domain/game-schema"
import { FAVOURITES_LIMIT, RECENT_LIMIT } from "../../domain/game"

// What the games lobby keeps in the browser: each player's shelves ('เล่นล่าสุด', 'เกมโปรด') in
// localStorage, and, in this tab's sessionStorage, the mark that the tab left for a game, so the
// lobby it comes back to pulls the credit back once. Every byte read is decoded; an unreadable
// value counts as nothing kept.

/** The shelves as stored: versioned, so a later shape can read (or drop) this one. */
export const StoredGameShelves = Schema.Struct({
  version: Schema.Literal(1),
  recent: Schema.Array(GameSummary).pipe(Schema.maxItems(RECENT_LIMIT)),
  favourites: Schema.Array(GameSummary).pipe(Schema.maxItems(FAVOURITES_LIMIT))
})
export interface GameShelves {
  readonly recent: ReadonlyArray<GameSummary>
  readonly favourites: ReadonlyArray<GameSummary>
}
const NO_SHELVES: GameShelves = { recent: [], favourites: [] }

/** The tab left for a game: the cash-out on return is sent with this key (once, never twice). */
export const GameReturnMark = Schema.Struct({
  version: Schema.Literal(1),
  cashOutKey: Schema.String,
  provider: Schema.String,
  gameCode: Schema.String
})
export type GameReturnMark = typeof GameReturnMark.Type

const shelvesKey = (username: string) => `games.shelves.${username}`
const RETURN_KEY = "games.return"

const decodeShelves = Schema.decodeUnknownOption(Schema.parseJson(StoredGameShelves))
const encodeShelves = Schema.encodeSync(Schema.parseJson(StoredGameShelves))
const decodeMark = Schema.decodeUnknownOption(Schema.parseJson(GameReturnMark))
const encodeMark = Schema.encodeSync(Schema.parseJson(GameReturnMark))

export interface GameDeviceShape {
  /** The player's shelves on this device (none kept, or unreadable: empty). */
  readonly shelves: (username: string) => Effect.Effect<GameShelves>
  readonly saveShelves: (username: string, shelves: GameShelves) => Effect.Effect<void>
  /** Marks the tab as gone to a game, then sends the tab to the game's address. */
  readonly leaveForGame: (address: string, mark: GameReturnMark) => Effect.Effect<void>
  /** The mark of a game this tab left for, taken (read and removed at once): one return, one cash-out. */
  readonly takeReturnMark: Effect.Effect<Option.Option<GameReturnMark>>
}

/** Storage can be full or disabled (private mode): the lobby still works for this visit. */
const quietly = <A>(effect: Effect.Effect<A, unknown>) => Effect.ignore(effect)
const readQuietly = (store: KeyValueStore.KeyValueStore, key: string) =>
  store.get(key).pipe(Effect.orElseSucceed(() => Option.none<string>()))

const make = (
  local: KeyValueStore.KeyValueStore,
  tab: KeyValueStore.KeyValueStore,
  go: (address: string) => Effect.Effect<void>
) => {
  const shape: GameDeviceShape = {
    shelves: (username) =>
      readQuietly(local, shelvesKey(username)).pipe(
        Effect.map((raw) =>
          Option.match(Option.flatMap(raw, decodeShelves), {
            onNone: () => NO_SHELVES,
            onSome: ({ recent, favourites }): GameShelves => ({ recent, favourites })
          })
        )
      ),
    saveShelves: (username, shelves) =>
      quietly(
        local.set(
          shelvesKey(username),
          encodeShelves({
            version: 1,
            recent: shelves.recent.slice(0, RECENT_LIMIT),
            favourites: shelves.favourites.slice(0, FAVOURITES_LIMIT)
          })
        )
      ),
    leaveForGame: (address, mark) => Effect.zipRight(quietly(tab.set(RETURN_KEY, encodeMark(mark))), go(address)),
    takeReturnMark: Effect.gen(function* () {
      const raw = yield* readQuietly(tab, RETURN_KEY)
      if (Option.isNone(raw)) return Option.none()
      yield* quietly(tab.remove(RETURN_KEY))
      return decodeMark(raw.value)
    })
  }
  return shape
}

export class GameDevice extends Context.Tag("app/GameDevice")<GameDevice, GameDeviceShape>() {
  /** localStorage for the shelves, sessionStorage for the return mark, and the tab's own navigation. */
  static readonly layer = Layer.effect(
    GameDevice,
    Effect.gen(function* () {
      const local = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(BrowserKeyValueStore.layerLocalStorage))
      const tab = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(BrowserKeyValueStore.layerSessionStorage))
      // The same tab, not a new one: LINE's in-app browser blocks pop-ups (issue #11).
      return make(local, tab, (address) => Effect.sync(() => window.location.assign(address)))
    })
  )

  /** In memory; `left` records the addresses the tab was sent to. */
  static readonly Test = (options: {
    readonly left?: Ref.Ref<ReadonlyArray<string>> | undefined
    readonly returnMark?: GameReturnMark | undefined
  }) =>
    Layer.effect(
      GameDevice,
      Effect.gen(function* () {
        const local = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(KeyValueStore.layerMemory))
        const tab = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(KeyValueStore.layerMemory))
        if (options.returnMark !== undefined) yield* Effect.orDie(tab.set(RETURN_KEY, encodeMark(options.returnMark)))
        const left = options.left ?? (yield* Ref.make<ReadonlyArray<string>>([]))
        return make(local, tab, (address) => Ref.update(left, (all) => [...all, address]))
      })
    )
}
