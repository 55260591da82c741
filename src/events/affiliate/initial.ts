import { RemoteData } from "../remote-data"
import { SETTLED } from "../once-only-write"
import type { AffiliateState, AffiliateWrite } from "./state"

// The affiliate slice's starting values, apart from its schema: the reducer loads before the Effect
// runtime does (the first paint needs no Schema), so it takes these from here, not from state.ts.

export const NO_WITHDRAW: AffiliateWrite = { ...SETTLED, done: null }

export const initialAffiliate = (): AffiliateState => ({
  code: RemoteData.Idle(),
  balance: RemoteData.Idle(),
  downline: RemoteData.Idle(),
  downlineBonus: RemoteData.Idle(),
  bonusRange: null,
  withdrawals: RemoteData.Idle(),
  withdraw: NO_WITHDRAW
})
