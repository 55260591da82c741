import type { AppState } from "../state"
import type { LookupField, LookupResult, RegisterState } from "./state"

// What the registration screen reads. Each returns a value kept in the state (or a constant), so
// a selector's result is stable between renders.

const NO_PATH = { inviterCode: null, team: null, marketing: null } as const

type RegisterVerified = "registered" | "not-registered" | "unknown"

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
/** The registration is on its way ('สมัครสมาชิก' shows progress; another press sends nothing). */
export const selectRegisterSubmitting = (state: AppState): boolean => state.register.phase === "sending"
export const selectRegisterError = (state: AppState): string | null => state.register.error ?? null
/** A lost answer's outcome is being read ('กำลังตรวจสอบรายการ…'). */
export const selectRegisterVerifying = (state: AppState): boolean => state.register.phase === "verifying"
/**
 * What reading a lost answer back found: the account made (log in with what was typed), not made
 * (press again, same key), or unreadable ('ตรวจสอบอีกครั้ง'); null while nothing was found.
 */
export const selectRegisterVerified = (state: AppState): RegisterVerified | null => {
  const { phase, accountMade } = state.register
  if (phase === "not-done") return "not-registered"
  if (phase === "unverified") return "unknown"
  // While it is sent or read, nothing is found yet.
  if (phase === "sending" || phase === "verifying") return null
  return accountMade === true ? "registered" : null
}
