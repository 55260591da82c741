import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import { writeCases, type WriteLens, type NoFacts } from "../once-only-write"
import type { RegisterState } from "./state"

const { on } = casesOf<RegisterState>()

// Registration happens as a guest, so no case is `whilePlayer` (its write's cases are `forGuests`):
// Logout and a session timeout reset it as every slice (slice.ts), and Registered does once the
// account is made.

const INITIAL: RegisterState = { step1: null, step2: null }

/** The write's record; its fields are absent at rest (ENT-19) and read as null. */
const registerWrite: WriteLens<RegisterState, NoFacts> = {
  get: (state) => ({ phase: state.phase ?? null, pending: state.pending ?? null, error: state.error ?? null }),
  set: (state, status) => ({ ...state, ...status })
}

/** No account is known to be made by a lost answer. */
const notMade = (state: RegisterState): RegisterState => ({ ...state, accountMade: false })

export const registerSlice = defineSlice<RegisterState>({
  initial: INITIAL,
  cases: [
    // A new visit starts afresh, unless it is the same path with an outcome still open.
    on("RegisterOpened", (state, { path }) =>
      state.pending !== undefined && state.pending !== null ? { ...state, path } : { ...INITIAL, path }
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
    ...writeCases({
      name: "Register",
      lens: registerWrite,
      press: (): NoFacts => ({}),
      forGuests: true,
      // Step 2 as sent: what was typed stays on a refusal (money.md 5).
      started: (state, { step2 }: EventOf<"RegisterStarted">) => notMade({ ...state, step2 }),
      failed: notMade,
      // Not registered: the key stays, so the press again is the same intent (money.md).
      notDone: notMade
    }),
    // The lost answer made the account: the screen offers the login. The key stays (see state.ts).
    // A log written before RegisterNotDone and RegisterUnverified says those here.
    on("RegisterVerified", (state, { outcome }) => {
      switch (outcome) {
        case "registered":
          return { ...state, phase: null, accountMade: true }
        case "not-registered":
          return notMade({ ...state, phase: "not-done" })
        case "unknown":
          return { ...state, phase: "unverified" }
      }
    }),
    on("Registered", () => INITIAL)
  ]
})
