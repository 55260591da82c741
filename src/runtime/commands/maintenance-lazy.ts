import { areaModule, lazyEffect } from "./lazy-area"

// The commands of maintenance.ts as the catalogue names them (catalogue.ts exports this file): the
// maintenance page's rechecks (#15): only that page runs them, so the module loads with the first
// of them run, not with the runtime every page loads at start (lazy-area.ts).

const maintenanceArea = areaModule(() => import("./maintenance"))
export const recheckOperation = lazyEffect(maintenanceArea, (m) => m.recheckOperation)
export const watchOperation = lazyEffect(maintenanceArea, (m) => m.watchOperation)
