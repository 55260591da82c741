import { DEFAULT_GAME_CATEGORY } from "../../domain/game"
import { casesOf, defineSlice } from "../slice"
import type { GameState } from "./state"

const { on } = casesOf<GameState>()

export const gameSlice = defineSlice<GameState>({
  initial: { gameCategory: DEFAULT_GAME_CATEGORY },
  cases: [on("GameCategoryChosen", (state, { category }) => ({ ...state, gameCategory: category }))]
})
