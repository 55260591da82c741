import type { AppState } from "../state"

export const selectGameCategory = (state: AppState) => state.game.gameCategory
