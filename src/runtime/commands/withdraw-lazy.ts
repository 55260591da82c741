import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of withdraw.ts as the catalogue names them (catalogue.ts exports this file): the
// withdrawal runs on its own screen (and the home page's public strip, after its paint), so the
// module loads with the first of them run, not with the runtime every page loads at start
// (lazy-area.ts).

const withdrawArea = areaModule(() => import("./withdraw"))
export const loadPublicWithdrawals = lazyEffect(withdrawArea, (m) => m.loadPublicWithdrawals)
export const loadWithdraw = lazyEffect(withdrawArea, (m) => m.loadWithdraw)
export const retryWithdraw = lazyCommand(withdrawArea, (m) => m.retryWithdraw)
export const verifyWithdraw = lazyEffect(withdrawArea, (m) => m.verifyWithdraw)
export const withdraw = lazyCommand(withdrawArea, (m) => m.withdraw)
