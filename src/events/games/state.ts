import { Schema } from "effect"
import { GameCategory } from "../../domain/game-schema"

/** The `game` slice: the category the player last chose. */
export const GameStateSchema = Schema.Struct({ gameCategory: GameCategory })
export type GameState = typeof GameStateSchema.Type
