import { Schema } from "effect"
import type { PlayerRecord } from "../../src/domain/demo/accounts"
import { HistoryKind } from "../../src/domain/history-schema"
import { UserSetting } from "../../src/domain/settings-schema"
import type { PasswordHash } from "../password-hash"
import { EpochMs, SatangInt } from "./codecs"

// The schemas of what the database gives back (#31): its rows and the JSON it holds are bytes from
// outside the process (a file an operator may have edited, or one an older server wrote), so each
// is decoded before the server trusts it, and a malformed one stops the start with its table named.

const Time = EpochMs

const JoinedThrough = Schema.Struct({
  inviter: Schema.optionalWith(Schema.String, { exact: true }),
  team: Schema.optionalWith(Schema.String, { exact: true }),
  marketing: Schema.optionalWith(Schema.String, { exact: true }),
  at: Time
})

/** An account's profile (accounts.record): everything but the password, the balance and the points of today. */
export const PlayerRecordSchema = Schema.Struct({
  username: Schema.String,
  uuid: Schema.String,
  name: Schema.String,
  phone: Schema.String,
  level: Schema.Number,
  balance: SatangInt,
  point: Schema.Number,
  bankName: Schema.String,
  bankId: Schema.String,
  bankUuid: Schema.String,
  checkedInDaysBefore: Schema.Number,
  setting: UserSetting,
  affiliateCode: Schema.String,
  joinedThrough: Schema.optionalWith(JoinedThrough, { exact: true }),
  lineId: Schema.optionalWith(Schema.String, { exact: true })
})

/** accounts.password_hash: the scrypt hash (password-hash.ts) as JSON, salt and key in base64. */
export const PasswordHashSchema = Schema.Struct({
  algorithm: Schema.Literal("scrypt"),
  N: Schema.Number,
  r: Schema.Number,
  p: Schema.Number,
  salt: Schema.String,
  key: Schema.String
})

export const AccountRow = Schema.Struct({
  record: Schema.parseJson(PlayerRecordSchema),
  balance_satang: SatangInt,
  point: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  password_hash: Schema.parseJson(PasswordHashSchema)
})

export const SessionRow = Schema.Struct({
  session_id: Schema.String,
  username: Schema.String,
  logged_in_at: Time,
  used_at: Time
})

export const LedgerTableRow = Schema.Struct({
  username: Schema.String,
  kind: Schema.String,
  amount_satang: SatangInt,
  balance_after_satang: SatangInt,
  reference: Schema.String,
  at: Time
})

export const PointTableRow = Schema.Struct({
  username: Schema.String,
  kind: Schema.String,
  amount: Schema.Number.pipe(Schema.int()),
  points_after: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  reference: Schema.String,
  at: Time
})

export const TransactionRow = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  kind: HistoryKind,
  amount_satang: SatangInt,
  status: Schema.Literal("pending", "approved", "rejected", "failed"),
  note: Schema.NullOr(Schema.String),
  created_at: Time,
  updated_at: Time,
  channel: Schema.String,
  moved_satang: SatangInt,
  reference: Schema.String,
  ledgered: Schema.Literal(0, 1)
})

export const AnswerRow = Schema.Struct({
  party: Schema.String,
  key: Schema.String,
  fingerprint: Schema.String,
  status: Schema.Number.pipe(Schema.int()),
  body: Schema.parseJson(),
  headers: Schema.NullOr(Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.String }))),
  stored_at: Time
})

export const MemoryRow = Schema.Struct({ area: Schema.String, value: Schema.String })

export const MetaRow = Schema.Struct({ value: Schema.String })

/** Type checks: what the rows decode to is what the server's records are. */
export const recordOf = (decoded: typeof PlayerRecordSchema.Type): PlayerRecord => decoded
export const passwordHashOf = (decoded: typeof PasswordHashSchema.Type): PasswordHash => decoded
