import { Effect } from "effect"
import { changePasswordProblems, firstProblemField, type ChangePasswordValues } from "../../domain/change-password"
import type { ChangePasswordRequest } from "../../domain/change-password-schema"
import { userUuid } from "../../domain/user"
import { PasswordChangeCleared, PasswordChanged, PasswordChangeWrite } from "../../events/password/events"
import { selectPasswordChange } from "../../events/password/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import type { NoFacts, WriteStatus } from "../../events/once-only-write"
import { PasswordService } from "../../services/password/password-service"
import { currentState, dispatch } from "./dispatch"
import { onceOnlyWrite, pressWrite, type WriteOutcome } from "./once-only-write"

// The password change (#14, API-24), a write under the team's rules (money.md, once-only-write.ts):
// one in flight, an Idempotency-Key per intent kept until the answer is known, never interrupted by
// leaving the screen. A password cannot be read back, so a lost answer's read-back is "unreadable"
// at once: the key stays, and 'ลองอีกครั้ง' sends the same change with it, which the server answers
// as it did the first time (a change is never applied twice). The passwords pass through here as
// arguments only (the press carries nothing but its key): no event, no state, no log.

/** What a press came to; the screen reads the message from the store. */
export type PasswordChangeOutcome = "changed" | "refused" | "unsure" | "not-sent"

/** Exactly the three members of API-24, whatever else the caller's object holds. */
const requestOf = (values: ChangePasswordValues): ChangePasswordRequest => ({
  oldPassword: values.oldPassword,
  newPassword: values.newPassword,
  confirmPassword: values.confirmPassword
})

/**
 * The change as a once-only write: nothing is pressed while a rule fails; the call is
 * POST /api/auth/user/change-password/{uuid} with the pending key (a resend of an unsure change) or
 * a fresh one.
 */
const passwordWrite = (uuid: string, values: ChangePasswordValues) =>
  onceOnlyWrite({
    events: PasswordChangeWrite,
    status: (state): WriteStatus<NoFacts> => selectPasswordChange(state),
    press: (): NoFacts | null => (firstProblemField(changePasswordProblems(values)) === null ? {} : null),
    send: (key: string) =>
      Effect.flatMap(PasswordService, (service) => service.changePassword(uuid, requestOf(values), key)),
    done: () => dispatch(PasswordChanged.make({})),
    // Nothing tells whether a password changed: the outcome stays unknown, 'ลองอีกครั้ง' is offered.
    readBack: null
  })

const outcomeOf = (outcome: WriteOutcome<unknown>): PasswordChangeOutcome => {
  switch (outcome._tag) {
    case "Done":
    case "ReadDone":
      return "changed"
    case "Refused":
      return "refused"
    // The read-back is never "done" nor "not-done" (see readBack): an unsure change stays unknown.
    case "NotDone":
    case "Unknown":
      return "unsure"
    case "NotSent":
    case "SessionEnded":
      return "not-sent"
  }
}

/**
 * 'เปลี่ยนรหัสผ่าน' (and 'ลองอีกครั้ง'): sends nothing while a change is on its way, while a rule
 * fails, or offline (PasswordChangeOffline: the network note); otherwise the change, once.
 */
export const changePassword = (values: ChangePasswordValues) =>
  Effect.gen(function* () {
    const uuid = userUuid(selectCurrentUser(yield* currentState))
    if (uuid === null) return "not-sent" as const
    return outcomeOf(yield* pressWrite(passwordWrite(uuid, values)))
  })

/** The form opened afresh or was typed in again: the last outcome and any pending key go. */
export const forgetPasswordChange = dispatch(PasswordChangeCleared.make({}))
