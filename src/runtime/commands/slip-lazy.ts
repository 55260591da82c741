import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of slip.ts as the catalogue names them (catalogue.ts exports this file): the deposit
// by slip runs on its own screen only, so the module loads with the first of them run, not with the
// runtime every page loads at start (lazy-area.ts).

const slipArea = areaModule(() => import("./slip"))
export const clearSlip = lazyEffect(slipArea, (m) => m.clearSlip)
export const depositSlip = lazyEffect(slipArea, (m) => m.depositSlip)
export const loadSlipRequests = lazyEffect(slipArea, (m) => m.loadSlipRequests)
export const verifySlip = lazyCommand(slipArea, (m) => m.verifySlip)
export const verifySlipDeposit = lazyEffect(slipArea, (m) => m.verifySlipDeposit)
