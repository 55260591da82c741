import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of address.ts as the catalogue names them (catalogue.ts exports this file): the
// delivery address (#14) runs on its own screen only, so the module loads with the first of them
// run, not with the runtime every page loads at start (lazy-area.ts).

const addressArea = areaModule(() => import("./address"))
export const loadAddress = lazyEffect(addressArea, (m) => m.loadAddress)
export const saveAddress = lazyCommand(addressArea, (m) => m.saveAddress)
export const verifyAddressSave = lazyEffect(addressArea, (m) => m.verifyAddressSave)
