import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of flip-card.ts as the catalogue names them (catalogue.ts exports this file): the
// flip card (#13) runs on its own screen only, so the module loads with the first of them run, not
// with the runtime every page loads at start (lazy-area.ts).

const flipCardArea = areaModule(() => import("./flip-card"))
export const dealFlipCardsAgain = lazyEffect(flipCardArea, (m) => m.dealFlipCardsAgain)
export const flipCard = lazyCommand(flipCardArea, (m) => m.flipCard)
export const loadFlipCard = lazyEffect(flipCardArea, (m) => m.loadFlipCard)
export const verifyFlipCard = lazyEffect(flipCardArea, (m) => m.verifyFlipCard)
