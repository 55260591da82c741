import { areaModule, lazyEffect } from "./lazy-area"

// The commands of winlost.ts as the catalogue names them (catalogue.ts exports this file): the loss
// refund runs on its own screen only, so the module loads with the first of them run, not with the
// runtime every page loads at start (lazy-area.ts).

const winlostArea = areaModule(() => import("./winlost"))
export const claimWinlost = lazyEffect(winlostArea, (m) => m.claimWinlost)
export const loadWinlost = lazyEffect(winlostArea, (m) => m.loadWinlost)
export const transferWinlostToBank = lazyEffect(winlostArea, (m) => m.transferWinlostToBank)
export const verifyWinlost = lazyEffect(winlostArea, (m) => m.verifyWinlost)
