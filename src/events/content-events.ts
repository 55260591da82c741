import { Schema } from "effect"
import { ConfigurationItem } from "../domain/configuration-schema"
import { GameCategory } from "../domain/game-schema"

export const ConfigurationLoading = Schema.TaggedStruct("ConfigurationLoading", {})
export const ConfigurationLoaded = Schema.TaggedStruct("ConfigurationLoaded", {
  items: Schema.Array(ConfigurationItem)
})
export const ConfigurationFailed = Schema.TaggedStruct("ConfigurationFailed", { message: Schema.String })

/** The player chose a game category; the centre button follows it (UI-17). */
export const GameCategoryChosen = Schema.TaggedStruct("GameCategoryChosen", { category: GameCategory })

export const ContentEvent = Schema.Union(
  ConfigurationLoading,
  ConfigurationLoaded,
  ConfigurationFailed,
  GameCategoryChosen
)
