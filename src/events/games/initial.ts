import { RemoteData } from "../remote-data"

// The game slice's starting values, apart from its schema: the reducer loads before the Effect
// runtime does (the first paint needs no Schema), so it takes these from here, not from state.ts.
// Their types are state.ts's, checked where state.ts and the slice use them: this file imports
// neither, so the two do not import each other.

export const initialGameLists = () => ({
  casino: RemoteData.Idle(),
  sport: RemoteData.Idle(),
  fishing: RemoteData.Idle(),
  card: RemoteData.Idle(),
  lotto: RemoteData.Idle(),
  slot: RemoteData.Idle(),
  hot: RemoteData.Idle()
})
export const NO_OPENING = { game: null, key: null, status: "idle", outcome: null, error: null } as const
export const NO_CASH_OUT = { status: "idle", key: null, error: null, unverified: false, last: null } as const
