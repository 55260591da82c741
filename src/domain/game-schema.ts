// The wire format of a game category; the categories are in game.ts.
import { Schema } from "effect"
import { GAME_CATEGORIES } from "./game"

export const GameCategory = Schema.Literal(...GAME_CATEGORIES)
