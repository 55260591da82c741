import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of affiliate.ts as the catalogue names them (catalogue.ts exports this file): the
// affiliate screen's commands run on that screen only, so the module loads with the first of them
// run, not with the runtime every page loads at start (lazy-area.ts).

const affiliateArea = areaModule(() => import("./affiliate"))
export const clearAffiliateWithdrawal = lazyEffect(affiliateArea, (m) => m.clearAffiliateWithdrawal)
export const loadAffiliateBonus = lazyCommand(affiliateArea, (m) => m.loadAffiliateBonus)
export const loadAffiliateScreen = lazyEffect(affiliateArea, (m) => m.loadAffiliateScreen)
export const reloadAffiliateMoney = lazyEffect(affiliateArea, (m) => m.reloadAffiliateMoney)
export const verifyAffiliateWithdrawal = lazyEffect(affiliateArea, (m) => m.verifyAffiliateWithdrawal)
export const withdrawAffiliateIncome = lazyCommand(affiliateArea, (m) => m.withdrawAffiliateIncome)
