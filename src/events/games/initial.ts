import { RemoteData } from "../remote-data"
import type { GameCashOut, GameLists, GameOpening } from "./state"

// The game slice's starting values, apart from its schema: the reducer loads before the Effect
// runtime does (the first paint needs no Schema), so it takes these from here, not from state.ts.

export const initialGameLists = (): GameLists => ({
  casino: RemoteData.Idle(),
  sport: RemoteData.Idle(),
  fishing: RemoteData.Idle(),
  card: RemoteData.Idle(),
  lotto: RemoteData.Idle(),
  slot: RemoteData.Idle(),
  hot: RemoteData.Idle()
})
export const NO_OPENING: GameOpening = { game: null, key: null, status: "idle", outcome: null, error: null }
export const NO_CASH_OUT: GameCashOut = { status: "idle", key: null, error: null, unverified: false, last: null }
