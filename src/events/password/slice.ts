import { casesOf, defineSlice } from "../slice"
import { settle, wholeSlice, writeCases, isWriteBusy, type NoFacts } from "../once-only-write"
import { initialSecurity } from "./initial"
import type { SecurityState } from "./state"

const { on, whilePlayer } = casesOf<SecurityState>()

const notChanged = (state: SecurityState): SecurityState => ({ ...state, changed: false })

/** The password change's phase (#14): a refusal forgets the key (its answer is known), an unsure answer keeps it. */
export const securitySlice = defineSlice<SecurityState>({
  initial: initialSecurity(),
  cases: whilePlayer(
    ...writeCases({
      name: "PasswordChange",
      lens: wholeSlice<SecurityState, NoFacts>(),
      press: (): NoFacts => ({}),
      started: notChanged,
      failed: notChanged
    }),
    on("PasswordChanged", (state) => ({ ...settle(state), changed: true })),
    on("PasswordChangeCleared", (state) => (isWriteBusy(state) ? state : initialSecurity()))
  )
})
