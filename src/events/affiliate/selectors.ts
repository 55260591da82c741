import type {
  AffiliateCode,
  AffiliateDownline,
  AffiliateIncome,
  AffiliateLogEntry,
  DownlineBonus
} from "../../domain/affiliate-schema"
import type { DayRange } from "../../domain/day-range"
import type { RemoteData } from "../remote-data"
import type { AppState } from "../state"
import type { AffiliateWrite } from "./state"

export const selectAffiliateCode = (state: AppState): RemoteData<AffiliateCode> => state.affiliate.code
/** 'รายได้คงเหลือ' (ENT-11's balance). */
export const selectAffiliateIncome = (state: AppState): RemoteData<AffiliateIncome> => state.affiliate.balance
export const selectAffiliateDownline = (state: AppState): RemoteData<AffiliateDownline> => state.affiliate.downline
export const selectDownlineBonus = (state: AppState): RemoteData<DownlineBonus> => state.affiliate.downlineBonus
export const selectBonusRange = (state: AppState): DayRange | null => state.affiliate.bonusRange
export const selectAffiliateLog = (state: AppState): RemoteData<ReadonlyArray<AffiliateLogEntry>> =>
  state.affiliate.withdrawals
export const selectAffiliateWithdraw = (state: AppState): AffiliateWrite => state.affiliate.withdraw
/** A withdrawal is on its way or its outcome is being read: another press sends nothing. */
export const selectAffiliateBusy = (state: AppState): boolean =>
  state.affiliate.withdraw.status === "submitting" || state.affiliate.withdraw.status === "verifying"
export type { AffiliateWrite }
