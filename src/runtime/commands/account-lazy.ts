import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of account.ts as the catalogue names them (catalogue.ts exports this file): the
// account's reads (#14) run on the profile screen, the levels dialog and for a configuration image
// that failed, so the module loads with the first of them run, not with the runtime every page
// loads at start (lazy-area.ts).

const accountArea = areaModule(() => import("./account"))
export const loadUserLevel = lazyEffect(accountArea, (m) => m.loadUserLevel)
export const refreshUserRecord = lazyEffect(accountArea, (m) => m.refreshUserRecord)
export const rereadConfigurationImage = lazyCommand(accountArea, (m) => m.rereadConfigurationImage)
