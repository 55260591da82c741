import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"

// The password change (#14, API-24). No event carries a password, old or new, or anything derived
// from one: only that a change was sent (with its Idempotency-Key), and what it came to.

/** 'เปลี่ยนรหัสผ่าน' sent the change with this Idempotency-Key (one per intent, reused by 'ลองอีกครั้ง'). */
export const PasswordChangeStarted = Schema.TaggedStruct("PasswordChangeStarted", { key: Schema.String })
/** The server changed the password: this session stays, the player's other sessions ended. */
export const PasswordChanged = Schema.TaggedStruct("PasswordChanged", {})
/** The server refused (a wrong old password, a rule, too many tries): its Thai message is shown. */
export const PasswordChangeRefused = Schema.TaggedStruct("PasswordChangeRefused", { failure: CallFailure })
/**
 * No answer that tells: the change may or may not have happened, and a password cannot be read
 * back. The key stays for 'ลองอีกครั้ง', which the server answers as it did the first time.
 */
export const PasswordChangeUnsure = Schema.TaggedStruct("PasswordChangeUnsure", { failure: CallFailure })
/** Pressed while the browser was offline: nothing was sent. */
export const PasswordChangeOffline = Schema.TaggedStruct("PasswordChangeOffline", {})
/** The form opened afresh, or the player typed again: the last outcome and its key are forgotten. */
export const PasswordChangeCleared = Schema.TaggedStruct("PasswordChangeCleared", {})

export const PasswordEvent = Schema.Union(
  PasswordChangeStarted,
  PasswordChanged,
  PasswordChangeRefused,
  PasswordChangeUnsure,
  PasswordChangeOffline,
  PasswordChangeCleared
)
