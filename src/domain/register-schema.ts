import { Schema } from "effect"

// The wire format of registration's calls (#12): the lookups' answers (OPEN-21), the bodies the
// spec leaves open (OPEN-23, OPEN-24, OPEN-39). The rules about the values are in register.ts.

/**
 * What a phone, username or bank-account lookup answers (OPEN-21): the value is free to use,
 * already taken, or not valid by the rules (the message says which rule, in Thai).
 */
export const LookupAnswer = Schema.Struct({
  status: Schema.Literal("available", "taken", "invalid"),
  message: Schema.String
})
export type LookupAnswer = typeof LookupAnswer.Type

/** GET /api/user/inviter/{afCode} (VAL-07): the inviter's masked name, or not found. */
export const InviterAnswer = Schema.Struct({
  found: Schema.Boolean,
  /** "สมชาย ใ***": the first name and the surname's initial; null when not found. */
  name: Schema.NullOr(Schema.String)
})
export type InviterAnswer = typeof InviterAnswer.Type

/**
 * POST /api/user/checkBankId/{bankId} (OPEN-23): the account number is in the path, the bank in
 * the body, because the same number may exist at two banks.
 */
export const CheckBankIdRequest = Schema.Struct({ bankCode: Schema.String })

/** POST /api/bank/name (OPEN-24, AMB-33): which account's holder name to look up. */
export const BankNameRequest = Schema.Struct({ bankCode: Schema.String, bankId: Schema.String })

/** The holder's name when the bank gives it; null when it does not (the player types it). */
export const BankNameAnswer = Schema.Struct({ name: Schema.NullOr(Schema.String) })
export type BankNameAnswer = typeof BankNameAnswer.Type

/**
 * POST /api/user/register (OPEN-39): both steps in one body (UI-14), and what the path brought
 * (OPEN-67: the inviter code of /aff, the team and marketing of /regis and /regiss). Answers as a
 * login does: the token and the user (LoginSuccess).
 */
export const RegisterRequest = Schema.Struct({
  phone: Schema.String,
  username: Schema.String,
  password: Schema.String,
  confirmPassword: Schema.String,
  bankCode: Schema.String,
  bankId: Schema.String,
  bankAccountName: Schema.String,
  lineId: Schema.NullOr(Schema.String),
  inviterCode: Schema.NullOr(Schema.String),
  team: Schema.NullOr(Schema.String),
  marketing: Schema.NullOr(Schema.String)
})
export type RegisterRequest = typeof RegisterRequest.Type

/** What the registration path carried (OPEN-67): /aff's inviter code, /regis's team and marketing. */
export const RegisterPath = Schema.Struct({
  inviterCode: Schema.NullOr(Schema.String),
  team: Schema.NullOr(Schema.String),
  marketing: Schema.NullOr(Schema.String)
})
export type RegisterPath = typeof RegisterPath.Type

/** Step 1 'ข้อมูลบัญชี' without its passwords (they stay in the form until the one POST). */
export const RegisterStep1 = Schema.Struct({ phone: Schema.String, username: Schema.String })
export type RegisterStep1 = typeof RegisterStep1.Type
