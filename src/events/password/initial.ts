import type { SecurityState } from "./state"

/** The `security` slice's start: nothing sent, nothing pending. */
export const initialSecurity = (): SecurityState => ({
  sending: false,
  pendingKey: null,
  outcome: "idle",
  message: null
})
