import { Effect } from "effect"
import { changePasswordProblems, firstProblemField, type ChangePasswordValues } from "../../domain/change-password"
import type { ChangePasswordRequest } from "../../domain/change-password-schema"
import { userUuid } from "../../domain/user"
import {
  PasswordChangeCleared,
  PasswordChanged,
  PasswordChangeOffline,
  PasswordChangeRefused,
  PasswordChangeStarted,
  PasswordChangeUnsure
} from "../../events/password/events"
import { selectPasswordChangePendingKey, selectPasswordChangeSending } from "../../events/password/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import { PasswordService } from "../../services/password/password-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { runToTheEnd, sendWrite } from "./money-write"

// The password change (#14, API-24), a write under the team's rules (money.md): one in flight, an
// Idempotency-Key per intent kept until the answer is known, never interrupted by leaving the
// screen. A password cannot be read back, so a lost answer is not verified: the key stays, and
// 'ลองอีกครั้ง' sends the same change with it, which the server answers as it did the first time
// (a change is never applied twice). The passwords pass through here as arguments only: no event,
// no state, no log.

/** What a press came to; the screen reads the message from the store. */
export type PasswordChangeOutcome = "changed" | "refused" | "unsure" | "not-sent"

/** Exactly the three members of API-24, whatever else the caller's object holds. */
const requestOf = (values: ChangePasswordValues): ChangePasswordRequest => ({
  oldPassword: values.oldPassword,
  newPassword: values.newPassword,
  confirmPassword: values.confirmPassword
})

/**
 * 'เปลี่ยนรหัสผ่าน' (and 'ลองอีกครั้ง'): sends nothing while a change is on its way, while a rule
 * fails, or offline; otherwise POST /api/auth/user/change-password/{uuid} with the pending key (a
 * resend of an unsure change) or a fresh one.
 */
export const changePassword = (values: ChangePasswordValues) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const uuid = userUuid(selectCurrentUser(state))
    if (uuid === null || selectPasswordChangeSending(state)) return "not-sent" as const
    if (firstProblemField(changePasswordProblems(values)) !== null) return "not-sent" as const
    if (!selectOnline(state)) {
      yield* dispatch(PasswordChangeOffline.make({}))
      return "not-sent" as const
    }
    const key = selectPasswordChangePendingKey(state) ?? (yield* newIdempotencyKey)
    const service = yield* PasswordService
    yield* dispatch(PasswordChangeStarted.make({ key }))
    const outcome: PasswordChangeOutcome = yield* runToTheEnd(
      Effect.gen(function* () {
        const answer = yield* sendWrite(service.changePassword(uuid, requestOf(values), key), {
          refused: (failure) => PasswordChangeRefused.make({ failure }),
          unsure: (failure) => PasswordChangeUnsure.make({ failure })
        })
        switch (answer._tag) {
          case "Answered":
            yield* dispatch(PasswordChanged.make({}))
            return "changed" as const
          case "Refused":
            return "refused" as const
          case "Unsure":
            return "unsure" as const
          case "SessionEnded":
            return "not-sent" as const
        }
      })
    )
    return outcome
  })

/** The form opened afresh or was typed in again: the last outcome and any pending key go. */
export const forgetPasswordChange = dispatch(PasswordChangeCleared.make({}))
