import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of password.ts as the catalogue names them (catalogue.ts exports this file): the
// password change (#14) runs on its own screen only, so the module loads with the first of them
// run, not with the runtime every page loads at start (lazy-area.ts).

const passwordArea = areaModule(() => import("./password"))
export const changePassword = lazyCommand(passwordArea, (m) => m.changePassword)
export const forgetPasswordChange = lazyEffect(passwordArea, (m) => m.forgetPasswordChange)
