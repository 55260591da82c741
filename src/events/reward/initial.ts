import { RemoteData } from "../remote-data"
import { SETTLED } from "../once-only-write"
import type { RewardState, RewardWrite } from "./state"

// The reward slice's starting values, apart from its schema: the reducer loads before the Effect
// runtime does (the first paint needs no Schema), so it takes these from here, not from state.ts.

export const NO_REDEEM: RewardWrite = { ...SETTLED, refusal: null, done: null }

export const initialReward = (): RewardState => ({
  categories: RemoteData.Idle(),
  category: {},
  missingCategory: null,
  request: NO_REDEEM,
  history: RemoteData.Idle()
})
