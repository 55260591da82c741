import { failureText } from "../../domain/failure"
import { casesOf, defineSlice } from "../slice"
import type { RegisterState } from "./state"

const { on } = casesOf<RegisterState>()

// Registration happens as a guest, so no case is `whilePlayer`: Logout and a session timeout reset
// it as every slice (slice.ts), and Registered does once the account is made.

const INITIAL: RegisterState = { step1: null, step2: null }

/** No registration outcome is open any more. */
const settled = { submitting: false, pendingKey: null, verifying: false, verified: null } as const

export const registerSlice = defineSlice<RegisterState>({
  initial: INITIAL,
  cases: [
    // A new visit starts afresh, unless it is the same path with an outcome still open.
    on("RegisterOpened", (state, { path }) =>
      state.pendingKey !== undefined && state.pendingKey !== null ? { ...state, path } : { ...INITIAL, path }
    ),
    on("RegisterLookupAnswered", (state, { field, value, status, message }) => ({
      ...state,
      lookups: { ...state.lookups, [field]: { value, status, message } }
    })),
    on("RegisterLookupUnanswered", (state, { field, value }) => ({
      ...state,
      lookups: { ...state.lookups, [field]: { value, status: "unanswered", message: "" } }
    })),
    on("InviterLookedUp", (state, { code, name }) => ({ ...state, inviter: { code, name } })),
    on("AccountNameLookedUp", (state, { bankCode, bankId, accountName }) => ({
      ...state,
      accountName: { bankCode, bankId, name: accountName }
    })),
    on("RegisterStep1Done", (state, { step1 }) => ({ ...state, step1, step: 2, error: null })),
    on("RegisterStepBack", (state) => ({ ...state, step: 1, error: null })),
    on("RegisterStarted", (state, { step2, key }) => ({
      ...state,
      step2,
      submitting: true,
      pendingKey: key,
      verifying: false,
      verified: null,
      error: null
    })),
    on("RegisterRefused", (state, { failure }) => ({ ...state, ...settled, error: failureText(failure) })),
    on("RegisterUnsure", (state) => ({ ...state, submitting: false, verifying: true, verified: null, error: null })),
    on("RegisterVerifyStarted", (state) => ({ ...state, verifying: true, verified: null })),
    // Not registered: the key stays, so the press again is the same intent (money.md).
    on("RegisterVerified", (state, { outcome }) => ({ ...state, verifying: false, verified: outcome })),
    on("Registered", () => INITIAL)
  ]
})
