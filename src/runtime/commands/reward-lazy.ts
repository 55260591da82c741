import { areaModule, lazyCommand } from "./lazy-area"

// The commands of reward.ts as the catalogue names them (catalogue.ts exports this file): the
// rewards (issue #13) run on their own screens only, so the module loads with the first of them
// run, not with the runtime every page loads at start (lazy-area.ts).

const rewardArea = areaModule(() => import("./reward"))
export const loadRewardScreen = lazyCommand(rewardArea, (m) => m.loadRewardScreen)
export const redeemReward = lazyCommand(rewardArea, (m) => m.redeemReward)
export const verifyRewardRedeem = lazyCommand(rewardArea, (m) => m.verifyRewardRedeem)
