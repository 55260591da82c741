import { areaModule, lazyEffect } from "./lazy-area"

// The commands of wheel.ts as the catalogue names them (catalogue.ts exports this file): the prize
// wheel (#13) runs on its own screen only, so the module loads with the first of them run, not with
// the runtime every page loads at start (lazy-area.ts).

const wheelArea = areaModule(() => import("./wheel"))
export const closeWheelResult = lazyEffect(wheelArea, (m) => m.closeWheelResult)
export const leaveWheel = lazyEffect(wheelArea, (m) => m.leaveWheel)
export const loadWheel = lazyEffect(wheelArea, (m) => m.loadWheel)
export const spinWheel = lazyEffect(wheelArea, (m) => m.spinWheel)
export const verifyWheelSpin = lazyEffect(wheelArea, (m) => m.verifyWheelSpin)
