import { ERROR_TEXT } from "../../domain/error-text"
import { failureText } from "../../domain/failure"
import { casesOf, defineSlice } from "../slice"
import { initialSecurity } from "./initial"
import type { SecurityState } from "./state"

const { on, whilePlayer } = casesOf<SecurityState>()

/** The password change's phase (#14): a refusal forgets the key (its answer is known), an unsure answer keeps it. */
export const securitySlice = defineSlice<SecurityState>({
  initial: initialSecurity(),
  cases: whilePlayer(
    on("PasswordChangeStarted", (_, { key }) => ({ sending: true, pendingKey: key, outcome: "idle", message: null })),
    on("PasswordChanged", () => ({ ...initialSecurity(), outcome: "changed" })),
    on("PasswordChangeRefused", (_, { failure }) => ({
      ...initialSecurity(),
      outcome: "refused",
      message: failureText(failure)
    })),
    on("PasswordChangeUnsure", (state) => ({ ...state, sending: false, outcome: "unsure", message: null })),
    on("PasswordChangeOffline", (state) => ({ ...state, message: ERROR_TEXT.NetworkError })),
    on("PasswordChangeCleared", (state) => (state.sending ? state : initialSecurity()))
  )
})
