import { Schema } from "effect"
import { RegisterPath, RegisterStep1 } from "../../domain/register-schema"
import { WritePhase } from "../once-only-write-schema"

// The `register` slice (STORE-01, ENT-19, UI-14): step1 and step2 as the spec starts them (null),
// the path's context, each lookup's last answer, and the one write. Never a password (#12).

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

/** The fields whose values the server looks up as they are typed (VAL-06, VAL-07). */
export const LookupField = Schema.Literal("phone", "username", "bankId", "inviter")
export type LookupField = typeof LookupField.Type

/** Step 2 'ข้อมูลธนาคาร'. */
export const RegisterStep2 = Schema.Struct({
  bankCode: Schema.String,
  bankId: Schema.String,
  accountName: Schema.String,
  lineId: Schema.NullOr(Schema.String),
  inviterCode: Schema.NullOr(Schema.String)
})
export type RegisterStep2 = typeof RegisterStep2.Type

export const LookupResult = Schema.Struct({
  value: Schema.String,
  status: Schema.Literal("available", "taken", "invalid", "unanswered"),
  message: Schema.String
})
export type LookupResult = typeof LookupResult.Type

export const RegisterStateSchema = Schema.Struct({
  step1: Schema.NullOr(RegisterStep1),
  step2: Schema.NullOr(RegisterStep2),
  path: optional(RegisterPath),
  /** Which step shows: 2 once step 1 is done, back to 1 on 'ย้อนกลับ'. */
  step: optional(Schema.Literal(1, 2)),
  lookups: optional(
    Schema.Struct({
      phone: optional(LookupResult),
      username: optional(LookupResult),
      bankId: optional(LookupResult),
      /** Only an unanswered inviter lookup: an answer is `inviter` below. */
      inviter: optional(LookupResult)
    })
  ),
  inviter: optional(Schema.NullOr(Schema.Struct({ code: Schema.String, name: Schema.NullOr(Schema.String) }))),
  accountName: optional(
    Schema.NullOr(Schema.Struct({ bankCode: Schema.String, bankId: Schema.String, name: Schema.NullOr(Schema.String) }))
  ),
  /**
   * The registration's write (money.md, once-only-write.ts), its fields absent at rest (ENT-19 starts
   * the slice as step1 and step2 only): where it is, and its Idempotency-Key while its outcome is
   * not known (a press again reuses it). Only the key: step 2 is `step2` above, and the read-back
   * asks about the username the screen holds.
   */
  phase: optional(Schema.NullOr(WritePhase)),
  pending: optional(Schema.NullOr(Schema.Struct({ key: Schema.String }))),
  /**
   * Reading back found the account made by the lost answer: the screen offers the login. The key
   * stays: a press again is the same intent, and gets the server's stored answer.
   */
  accountMade: optional(Schema.Boolean),
  /** The server's refusal (Thai), or the offline note. */
  error: optional(Schema.NullOr(Schema.String))
})
export type RegisterState = typeof RegisterStateSchema.Type
