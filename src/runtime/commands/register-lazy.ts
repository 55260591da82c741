import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of register.ts as the catalogue names them (catalogue.ts exports this file):
// registration runs on its own pages only, so the module loads with the first of them run, not with
// the runtime every page loads at start (lazy-area.ts).

const registerArea = areaModule(() => import("./register"))
export const checkRegisterBankAccount = lazyCommand(registerArea, (m) => m.checkRegisterBankAccount)
export const checkRegisterInviter = lazyCommand(registerArea, (m) => m.checkRegisterInviter)
export const checkRegisterPhone = lazyCommand(registerArea, (m) => m.checkRegisterPhone)
export const checkRegisterUsername = lazyCommand(registerArea, (m) => m.checkRegisterUsername)
export const completeRegisterStep1 = lazyCommand(registerArea, (m) => m.completeRegisterStep1)
export const loadRegisterDraft = lazyEffect(registerArea, (m) => m.loadRegisterDraft)
export const openRegistration = lazyCommand(registerArea, (m) => m.openRegistration)
export const register = lazyCommand(registerArea, (m) => m.register)
export const registerStepBack = lazyEffect(registerArea, (m) => m.registerStepBack)
export const saveRegisterDraft = lazyCommand(registerArea, (m) => m.saveRegisterDraft)
export const verifyRegistration = lazyCommand(registerArea, (m) => m.verifyRegistration)
