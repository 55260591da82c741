import { areaModule, lazyEffect } from "./lazy-area"

// The commands of deposit.ts as the catalogue names them (catalogue.ts exports this file): the
// deposit screen's reads run on that screen only, so the module loads with the first of them run,
// not with the runtime every page loads at start (lazy-area.ts).

const depositArea = areaModule(() => import("./deposit"))
export const loadDepositAccounts = lazyEffect(depositArea, (m) => m.loadDepositAccounts)
export const loadDepositScreen = lazyEffect(depositArea, (m) => m.loadDepositScreen)
export const loadDeposits = lazyEffect(depositArea, (m) => m.loadDeposits)
