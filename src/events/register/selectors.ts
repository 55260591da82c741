import type { AppState } from "../state"
import type { LookupField, LookupResult, RegisterState } from "./state"

// What the registration screen reads. Each returns a value kept in the state (or a constant), so
// a selector's result is stable between renders.

const NO_PATH = { inviterCode: null, team: null, marketing: null } as const

export const selectRegister = (state: AppState): RegisterState => state.register
export const selectRegisterStep = (state: AppState): 1 | 2 => state.register.step ?? 1
export const selectRegisterPath = (state: AppState) => state.register.path ?? NO_PATH
export const selectRegisterStep1 = (state: AppState) => state.register.step1

/** The last answer about a field, whatever value it was for (the screen compares it with what is typed). */
export const selectLookup =
  (field: LookupField) =>
  (state: AppState): LookupResult | undefined =>
    state.register.lookups?.[field]

export const selectInviter = (state: AppState) => state.register.inviter ?? null
export const selectAccountName = (state: AppState) => state.register.accountName ?? null
export const selectRegisterSubmitting = (state: AppState): boolean => state.register.submitting === true
export const selectRegisterError = (state: AppState): string | null => state.register.error ?? null
export const selectRegisterVerifying = (state: AppState): boolean => state.register.verifying === true
export const selectRegisterVerified = (state: AppState) => state.register.verified ?? null
