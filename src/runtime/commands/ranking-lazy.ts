import { areaModule, lazyCommand } from "./lazy-area"

// The commands of ranking.ts as the catalogue names them (catalogue.ts exports this file): the
// ranking screen's command runs on that screen only, so the module loads with the first of them
// run, not with the runtime every page loads at start (lazy-area.ts).

const rankingArea = areaModule(() => import("./ranking"))
export const loadRanking = lazyCommand(rankingArea, (m) => m.loadRanking)
