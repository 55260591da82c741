import { Schema } from "effect"
import { GameCategory } from "../../domain/game-schema"

/** The player chose a game category; the centre button follows it (UI-17). */
export const GameCategoryChosen = Schema.TaggedStruct("GameCategoryChosen", { category: GameCategory })

export const GamesEvent = GameCategoryChosen
