import { Schema } from "effect"
import { noPress, onceOnlyWriteEvents } from "../once-only-write-schema"

// The password change (#14, API-24). No event carries a password, old or new, or anything derived
// from one: only that a change was sent (with its Idempotency-Key), and what it came to.

/**
 * 'เปลี่ยนรหัสผ่าน' as a write (money.md, once-only-write-schema.ts): PasswordChangeStarted with its
 * Idempotency-Key (one per intent, reused by 'ลองอีกครั้ง'), PasswordChangeFailed (the server refused:
 * a wrong old password, a rule, too many tries; its Thai message is shown), PasswordChangeUnsure (no
 * answer that tells), PasswordChangeUnverified (a password cannot be read back: the key stays for
 * 'ลองอีกครั้ง', which the server answers as it did the first time), PasswordChangeVerifyStarted,
 * PasswordChangeNotDone and PasswordChangeOffline (pressed offline: nothing was sent). The press
 * carries nothing but its key. Success is PasswordChanged.
 */
export const PasswordChangeWrite = onceOnlyWriteEvents("PasswordChange", noPress)
/** The server changed the password: this session stays, the player's other sessions ended. */
export const PasswordChanged = Schema.TaggedStruct("PasswordChanged", {})
/** The form opened afresh, or the player typed again: the last outcome and its key are forgotten. */
export const PasswordChangeCleared = Schema.TaggedStruct("PasswordChangeCleared", {})

export const PasswordEvent = Schema.Union(PasswordChangeWrite.events, PasswordChanged, PasswordChangeCleared)
