import { Schema } from "effect"
import { RegisterPath, RegisterStep1 } from "../../domain/register-schema"
import { onceOnlyWriteEvents } from "../once-only-write-schema"
import { LookupField, RegisterStep2 } from "./state"

// Registration's facts (#12). Never a password: the form holds them until the one POST, and the
// events (and so the logs) carry only what the player may see again on screen.

/** The registration screen opened from this path (ROUTE-27..ROUTE-30, OPEN-67). */
export const RegisterOpened = Schema.TaggedStruct("RegisterOpened", { path: RegisterPath })
/** A lookup's answer for the value it was asked about (OPEN-21); the screen shows it while that value stays typed. */
export const RegisterLookupAnswered = Schema.TaggedStruct("RegisterLookupAnswered", {
  field: Schema.Literal("phone", "username", "bankId"),
  value: Schema.String,
  status: Schema.Literal("available", "taken", "invalid"),
  message: Schema.String
})
/**
 * A lookup got no answer (network, server error): the field says it could not check, and the
 * registration's own checks on the server still decide. Not a failure event: a lookup that cannot
 * answer is no reason for the network banner or the last-error line.
 */
export const RegisterLookupUnanswered = Schema.TaggedStruct("RegisterLookupUnanswered", {
  field: LookupField,
  value: Schema.String
})
/** GET /api/user/inviter/{afCode} (VAL-07): the inviter's masked name, or none. */
export const InviterLookedUp = Schema.TaggedStruct("InviterLookedUp", {
  code: Schema.String,
  name: Schema.NullOr(Schema.String)
})
/** POST /api/bank/name (VAL-08): the holder's name, or null when the bank does not give it. */
export const AccountNameLookedUp = Schema.TaggedStruct("AccountNameLookedUp", {
  bankCode: Schema.String,
  bankId: Schema.String,
  accountName: Schema.NullOr(Schema.String)
})
/** 'ถัดไป' with step 1 valid (UI-14). */
export const RegisterStep1Done = Schema.TaggedStruct("RegisterStep1Done", { step1: RegisterStep1 })
/** 'ย้อนกลับ' from step 2: step 1 shows again, as typed. */
export const RegisterStepBack = Schema.TaggedStruct("RegisterStepBack", {})
/**
 * 'สมัครสมาชิก' as a write (money.md, once-only-write-schema.ts): RegisterStarted with its Idempotency-Key and
 * step 2 as sent (the form shows it again), RegisterFailed (the server's Thai message: what was typed
 * stays, the next press is a new intent), RegisterUnsure (no answer that tells: whether the account
 * was made is read back, nothing is resent), RegisterVerifyStarted ('ตรวจสอบอีกครั้ง'),
 * RegisterNotDone (not made: the press again reuses the key), RegisterUnverified (could not be read)
 * and RegisterOffline (nothing sent). Success is Registered, or RegisterVerified when a lost answer
 * made the account.
 */
export const RegisterWrite = onceOnlyWriteEvents("Register", { step2: RegisterStep2 })
/**
 * Reading back found the account made by the lost answer: log in with what was typed. The command
 * says only "registered"; "not-registered" and "unknown" are in logs written before RegisterNotDone
 * and RegisterUnverified, and replay as those do.
 */
export const RegisterVerified = Schema.TaggedStruct("RegisterVerified", {
  outcome: Schema.Literal("registered", "not-registered", "unknown")
})
/** The account was made and its session started (LoginSuccess follows): the form's data goes. */
export const Registered = Schema.TaggedStruct("Registered", { username: Schema.String })

export const RegisterEvent = Schema.Union(
  RegisterOpened,
  RegisterLookupAnswered,
  RegisterLookupUnanswered,
  InviterLookedUp,
  AccountNameLookedUp,
  RegisterStep1Done,
  RegisterStepBack,
  RegisterWrite.events,
  RegisterVerified,
  Registered
)
