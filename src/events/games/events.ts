import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import {
  CashOut,
  CategoryGames,
  GameCategory,
  GameLaunch,
  GameLobby,
  GameSummary,
  ProviderCode,
  ProviderGames
} from "../../domain/game-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The games lobby's facts (issue #11). Opening a game and the cash-out move credit, so they are
// money writes (money.md): started with their Idempotency-Key, then answered, refused, or unsure
// (the answer lost: the credit is read to learn what happened, nothing is resent by itself).

/** The player chose a game category; the centre button follows it (UI-17). */
export const GameCategoryChosen = Schema.TaggedStruct("GameCategoryChosen", { category: GameCategory })

/** GET /api/auth/game: the lobby's structure. */
export const GameLobbyEvents = datasetEvents("GameLobby", GameLobby, noContext)
/** GET /api/auth/user/games/{gameCate}: each category's list is its own, so a late answer lands in its own tab. */
export const CategoryGamesEvents = datasetEvents("CategoryGames", CategoryGames, { category: GameCategory })
/** POST /api/auth/user/game/list: one provider's games; an answer for another provider than the one asked last is dropped. */
export const ProviderGamesEvents = datasetEvents("ProviderGames", ProviderGames, {
  category: GameCategory,
  provider: ProviderCode
})

/** The shelves kept on this device for this player ('เล่นล่าสุด', 'เกมโปรด'), read at the lobby's start. */
export const GameShelvesRestored = Schema.TaggedStruct("GameShelvesRestored", {
  recent: Schema.Array(GameSummary),
  favourites: Schema.Array(GameSummary)
})
/** 'เพิ่มในเกมโปรด' pressed on a card: in the favourites if it was not, out if it was. */
export const GameFavouriteToggled = Schema.TaggedStruct("GameFavouriteToggled", { game: GameSummary })

/** 'เล่น' on a game: sent with this key (a resend of an unsure opening of the same game reuses it). */
export const GameOpenStarted = Schema.TaggedStruct("GameOpenStarted", { game: GameSummary, key: Schema.String })
/** The balance went into the game's wallet; the tab goes to the launch address next. */
export const GameOpened = Schema.TaggedStruct("GameOpened", { game: GameSummary, launch: GameLaunch })
/** The server refused to open it (its Thai message): the player stays in the lobby. */
export const GameOpenFailed = Schema.TaggedStruct("GameOpenFailed", { failure: CallFailure })
/** No answer that tells: the credit is read to learn whether the balance went into the game. */
export const GameOpenUnsure = Schema.TaggedStruct("GameOpenUnsure", { failure: CallFailure })
/** What reading the credit told about an unsure opening (null: it could not be read). */
export const GameOpenVerified = Schema.TaggedStruct("GameOpenVerified", { opened: Schema.NullOr(Schema.Boolean) })

/** Why credit is pulled back: the player came back from a game, or pressed 'ดึงเครดิตกลับ'. */
export const CashOutTrigger = Schema.Literal("return", "button")

/** The cash-out was sent with this key. */
export const GameCashOutStarted = Schema.TaggedStruct("GameCashOutStarted", {
  key: Schema.String,
  trigger: CashOutTrigger
})
/** The game's wallet came back into the balance. */
export const GameCashedOut = Schema.TaggedStruct("GameCashedOut", { cashOut: CashOut })
/** STORE-03: the cash-out failed; its error is stored. */
export const GameCashOutFailed = Schema.TaggedStruct("GameCashOutFailed", { failure: CallFailure })
/** No answer that tells: the credit is read to learn whether the wallet came back. */
export const GameCashOutUnsure = Schema.TaggedStruct("GameCashOutUnsure", { failure: CallFailure })
/** What reading the credit told about an unsure cash-out (null: it could not be read). */
export const GameCashOutVerified = Schema.TaggedStruct("GameCashOutVerified", { done: Schema.NullOr(Schema.Boolean) })

export const GamesEvent = Schema.Union(
  GameCategoryChosen,
  GameLobbyEvents.events,
  CategoryGamesEvents.events,
  ProviderGamesEvents.events,
  GameShelvesRestored,
  GameFavouriteToggled,
  GameOpenStarted,
  GameOpened,
  GameOpenFailed,
  GameOpenUnsure,
  GameOpenVerified,
  GameCashOutStarted,
  GameCashedOut,
  GameCashOutFailed,
  GameCashOutUnsure,
  GameCashOutVerified
)
