import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import { GameCategory, GameSummary } from "../../domain/game-schema"
import { FAVOURITES_LIMIT, RECENT_LIMIT, type GameCategory as Category } from "../../domain/game"

// What the games lobby keeps in the browser: each player's shelves ('เล่นล่าสุด', 'เกมโปรด') and
// the category last played or chosen ('เกมทั้งหมด' opens it, #29) in localStorage, and, in this
// tab's sessionStorage, where each provider's grid was left (its scroll and search, #29) and the mark that the tab left for a game, so the
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

/** The category the player last played or chose: 'เกมทั้งหมด' opens it (#29). */
export const StoredGameCategory = Schema.Struct({ version: Schema.Literal(1), category: GameCategory })

/** Where a provider's grid was left in this tab: the window's scroll and the search typed (#29). */
export const GridPlace = Schema.Struct({
  version: Schema.Literal(1),
  scrollY: Schema.Number.pipe(Schema.finite(), Schema.nonNegative()),
  query: Schema.String.pipe(Schema.maxLength(100))
})
export interface GridPlaceValues {
  readonly scrollY: number
  readonly query: string
}

const shelvesKey = (username: string) => `games.shelves.${username}`
const categoryKey = (username: string) => `games.category.${username}`
const placeKey = (path: string) => `games.place.${path}`
const RETURN_KEY = "games.return"

const decodeShelves = Schema.decodeUnknownOption(Schema.parseJson(StoredGameShelves))
const encodeShelves = Schema.encodeSync(Schema.parseJson(StoredGameShelves))
const decodeCategory = Schema.decodeUnknownOption(Schema.parseJson(StoredGameCategory))
const encodeCategory = Schema.encodeSync(Schema.parseJson(StoredGameCategory))
const decodePlace = Schema.decodeUnknownOption(Schema.parseJson(GridPlace))
const encodePlace = Schema.encodeSync(Schema.parseJson(GridPlace))
const decodeMark = Schema.decodeUnknownOption(Schema.parseJson(GameReturnMark))
const encodeMark = Schema.encodeSync(Schema.parseJson(GameReturnMark))

export interface GameDeviceShape {
  /** The player's shelves on this device (none kept, or unreadable: empty). */
  readonly shelves: (username: string) => Effect.Effect<GameShelves>
  readonly saveShelves: (username: string, shelves: GameShelves) => Effect.Effect<void>
  /** The category the player last played or chose on this device (none kept, or unreadable: none). */
  readonly category: (username: string) => Effect.Effect<Option.Option<Category>>
  readonly saveCategory: (username: string, category: Category) => Effect.Effect<void>
  /** Where the grid at `path` was left in this tab (none kept, or unreadable: none). */
  readonly gridPlace: (path: string) => Effect.Effect<Option.Option<GridPlaceValues>>
  readonly saveGridPlace: (path: string, place: GridPlaceValues) => Effect.Effect<void>
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
    category: (username) =>
      readQuietly(local, categoryKey(username)).pipe(
        Effect.map((raw) => Option.map(Option.flatMap(raw, decodeCategory), ({ category }) => category))
      ),
    saveCategory: (username, category) =>
      quietly(local.set(categoryKey(username), encodeCategory({ version: 1, category }))),
    gridPlace: (path) =>
      readQuietly(tab, placeKey(path)).pipe(
        Effect.map((raw) =>
          Option.map(Option.flatMap(raw, decodePlace), ({ scrollY, query }): GridPlaceValues => ({ scrollY, query }))
        )
      ),
    saveGridPlace: (path, place) =>
      quietly(
        tab.set(
          placeKey(path),
          encodePlace({ version: 1, scrollY: Math.max(0, Math.round(place.scrollY)), query: place.query.slice(0, 100) })
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
