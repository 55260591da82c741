import { Schema } from "effect"
import { SLOT_TYPES } from "../../domain/game"
import { CashOut, GameCategory, GameLobby, GameSummary, ProviderCode, ProviderGames } from "../../domain/game-schema"
import { RemoteData } from "../remote-data"
import { initialGameLists, NO_CASH_OUT, NO_OPENING } from "./initial"
import { remoteData } from "../remote-data-schema"

const Games = Schema.Array(GameSummary)
const GameList = remoteData(Games)

/**
 * ENT-14: the spec's lists, one per category (the slot category's beside them), each the
 * category's featured games; a tab shows its own list, so an answer arriving late for a tab the
 * player already left never shows on another.
 */
export const GameListsSchema = Schema.Struct({
  casino: GameList,
  sport: GameList,
  fishing: GameList,
  card: GameList,
  lotto: GameList,
  slot: GameList,
  hot: GameList
})

export type GameLists = typeof GameListsSchema.Type

/** Opening a game: a money write (the balance goes into the game's wallet). */
export const GameOpeningSchema = Schema.Struct({
  /** The game being opened, or last asked to open. */
  game: Schema.NullOr(GameSummary),
  /** Its Idempotency-Key while the outcome is not known: pressing 'เล่น' on it again reuses it. */
  key: Schema.NullOr(Schema.String),
  /** sending: in flight; verifying: reading the credit after a lost answer; opened: leaving for the game. */
  status: Schema.Literal("idle", "sending", "verifying", "opened"),
  /** What the player reads: the server's refusal, or what reading back found. */
  outcome: Schema.NullOr(Schema.Literal("refused", "unverified", "opened-elsewhere", "not-opened")),
  error: Schema.NullOr(Schema.String)
})

export type GameOpening = typeof GameOpeningSchema.Type

/** The cash-out (STORE-03: its error is stored). */
export const GameCashOutSchema = Schema.Struct({
  status: Schema.Literal("idle", "sending", "verifying"),
  /** The key of a cash-out whose outcome is not known: a resend reuses it. */
  key: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  /** Its outcome could not be read after a lost answer: 'ตรวจสอบอีกครั้ง'. */
  unverified: Schema.Boolean,
  /** The last one that came back, for 'ดึงเครดิตกลับแล้ว ฿…'. */
  last: Schema.NullOr(CashOut)
})
export type GameCashOut = typeof GameCashOutSchema.Type

/** Members a log recorded before the lobby was built lacks: they read as their starting value. */
const startingWith = <A, I>(schema: Schema.Schema<A, I>, initial: () => A) =>
  Schema.optionalWith(schema, { default: initial, exact: true })

/** The `game` slice (ENT-14): the chosen category, the slot types, the lists, and the lobby's own. */
export const GameStateSchema = Schema.Struct({
  gameCategory: GameCategory,
  slotTypes: startingWith(Schema.Array(Schema.Literal(...SLOT_TYPES)), () => [...SLOT_TYPES]),
  lists: startingWith(GameListsSchema, initialGameLists),
  lobby: startingWith(remoteData(GameLobby), RemoteData.Idle),
  /** The provider asked for last; only its answer fills `provider`. */
  providerAsked: startingWith(
    Schema.NullOr(Schema.Struct({ category: GameCategory, provider: ProviderCode })),
    () => null
  ),
  provider: startingWith(remoteData(ProviderGames), RemoteData.Idle),
  /** 'เล่นล่าสุด' and 'เกมโปรด', as kept on this device for this player. */
  recent: startingWith(Games, () => []),
  favourites: startingWith(Games, () => []),
  opening: startingWith(GameOpeningSchema, () => NO_OPENING),
  cashOut: startingWith(GameCashOutSchema, () => NO_CASH_OUT)
})
export type GameState = typeof GameStateSchema.Type
