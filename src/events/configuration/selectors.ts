import { imagePath, type ConfigurationKey } from "../../domain/configuration"
import { dataOf } from "../remote-data"
import type { AppState } from "../state"

export const selectConfiguration = (state: AppState) => dataOf(state.configuration.items)
export const selectImagePath =
  (key: ConfigurationKey) =>
  (state: AppState): string | null => {
    const map = selectConfiguration(state)
    return map === null ? null : imagePath(map, key)
  }
/** The configuration list as loaded (the media pages show its loading and failure). */
export const selectConfigurationItems = (state: AppState) => state.configuration.items
