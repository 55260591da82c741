import {
  AffiliateCode,
  AffiliateDownline,
  AffiliateIncome,
  AffiliateWithdrawal,
  AffiliateWithdrawRequest,
  BonusRequest,
  DownlineBonus
} from "../../domain/affiliate-schema"
import { endpoint, NoBody } from "../contract"

/**
 * The affiliate programme (#12, API-32..API-36). Its log (API-37, type "af") shares its row with
 * the loss refund's "wl": `winlostEndpoints.logOfKind` (one method and path, one row).
 */
export const affiliateEndpoints = {
  /** API-34: the signed-in player's own code. */
  affiliateCode: endpoint({
    name: "affiliateCode",
    method: "GET",
    path: "/api/auth/affiliate/code/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: AffiliateCode
  }),
  /** API-32: the income left to withdraw ('รายได้คงเหลือ'), earned and withdrawn so far. */
  affiliateIncome: endpoint({
    name: "affiliateIncome",
    method: "GET",
    path: "/api/auth/affiliate/bonus/:username",
    params: ["username"],
    body: NoBody,
    data: AffiliateIncome
  }),
  /** API-33: every downline, usernames masked by the API. */
  affiliateDownline: endpoint({
    name: "affiliateDownline",
    method: "GET",
    path: "/api/auth/affiliate/downline/:username",
    params: ["username"],
    body: NoBody,
    data: AffiliateDownline
  }),
  /** API-36: the bonus the downlines' deposits earned within a range. */
  downlineBonus: endpoint({
    name: "downlineBonus",
    method: "POST",
    path: "/api/auth/affiliate/downline/bonus/:username",
    params: ["username"],
    body: BonusRequest,
    data: DownlineBonus
  }),
  /** API-35 'ถอนรายได้': into the game balance or to the bank (an idempotent money write). */
  affiliateWithdraw: endpoint({
    name: "affiliateWithdraw",
    method: "POST",
    path: "/api/auth/affiliate/withdraw/:username",
    params: ["username"],
    body: AffiliateWithdrawRequest,
    data: AffiliateWithdrawal
  })
}
