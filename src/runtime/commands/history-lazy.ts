import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of history.ts as the catalogue names them (catalogue.ts exports this file): the
// movements' history runs on its own screen only, so the module loads with the first of them run,
// not with the runtime every page loads at start (lazy-area.ts).

const historyArea = areaModule(() => import("./history"))
export const chooseHistoryFilter = lazyCommand(historyArea, (m) => m.chooseHistoryFilter)
export const chooseHistoryPeriod = lazyCommand(historyArea, (m) => m.chooseHistoryPeriod)
export const loadHistory = lazyEffect(historyArea, (m) => m.loadHistory)
export const loadMoreHistory = lazyEffect(historyArea, (m) => m.loadMoreHistory)
