import { Either, Option, Schema } from "effect"
import { failureText } from "../../domain/failure"
import { CallFailure } from "../../domain/failure-schema"
import { contentError } from "./issue-text"

// Version 3 → 4. Version 4 keeps every once-only write's status in the same three fields
// (events/once-only-write.ts): `phase` (sending, verifying, unverified, not-done, or null),
// `pending` (the Idempotency-Key and what the press carried, or null) and `error`. Version 3 spelt
// some of them as flags (`submitting`, `verifying`, `unverified`, `notDone`) and a `pendingKey`;
// the snapshot's records are rewritten here. Every write's events are named from the write's name,
// so the wheel's WheelVerifyStarted is WheelSpinVerifyStarted and the reward's RewardVerifyStarted
// is RewardRedeemVerifyStarted; the other writes' renames are in RENAMED.

const Rest = Schema.Record({ key: Schema.String, value: Schema.Unknown })
const V3Entry = Schema.Struct({ event: Schema.Unknown }, Rest)
const V3Document = Schema.Struct({ version: Schema.Literal(3), events: Schema.Array(V3Entry) }, Rest)
const isTagged = Schema.is(Schema.Struct({ _tag: Schema.String }, Rest))

/** Events whose tag changed: version 3's tag → version 4's. */
const RENAMED: Readonly<Record<string, string>> = {
  WheelVerifyStarted: "WheelSpinVerifyStarted",
  // Registration's refusal is its write's Failed event (#28).
  RegisterRefused: "RegisterFailed",
  // The password change's refusal, named from its write (events/password/events.ts).
  PasswordChangeRefused: "PasswordChangeFailed",
  // The address save's 'ตรวจสอบอีกครั้ง', named from its write (events/address/events.ts).
  AddressVerifyStarted: "AddressSaveVerifyStarted",
  RewardVerifyStarted: "RewardRedeemVerifyStarted",
  WinlostVerifyStarted: "WinlostPayoutVerifyStarted"
}

const migrateEvent = (event: unknown): unknown => {
  if (!isTagged(event)) return event
  const renamed = RENAMED[event._tag]
  return renamed === undefined ? event : { ...event, _tag: renamed }
}
const isRecordLike = Schema.is(Rest)

type Fields = Readonly<Record<string, unknown>>

/** A version-3 record of flags as the version-4 phase (the flags were exclusive in use). */
const phaseOf = (record: Fields): string | null => {
  if (record["submitting"] === true) return "sending"
  if (record["verifying"] === true) return "verifying"
  if (record["unverified"] === true) return "unverified"
  if (record["notDone"] === true) return "not-done"
  return null
}

/** A flag-shaped write record with a `pendingKey`, as the version-4 record (check-in). */
const fromFlags = (record: Fields): Fields => {
  const { submitting, verifying, unverified, notDone, pendingKey, ...rest } = record
  const key = typeof pendingKey === "string" ? pendingKey : null
  return {
    ...rest,
    phase: phaseOf({ submitting, verifying, unverified, notDone }),
    pending: key === null ? null : { key }
  }
}

/** Withdraw's `write` record: its key and amount, kept apart before, are the pending withdrawal. */
const withdrawWrite = (slice: Fields): Fields => {
  const write = slice["write"]
  if (!isRecordLike(write)) return slice
  const { pendingAmount, ...flags } = write
  const key = write["pendingKey"]
  const pending = typeof key === "string" && typeof pendingAmount === "number" ? { key, amount: pendingAmount } : null
  return { ...slice, write: { ...fromFlags(flags), pending } }
}

/**
 * Registration's version-3 record: `submitting`, `verifying`, a `pendingKey` and what reading a lost
 * answer back found (`verified`), as the version-4 record, which says the last two as the phase
 * (not-registered: not-done, unknown: unverified) and an account made as `accountMade`, the key
 * kept. At rest (none of them written) it stays as it was: the spec's step1 and step2 (ENT-19).
 */
const registerFromV3 = (record: Fields): Fields => {
  const { submitting, verifying, pendingKey, verified, ...rest } = record
  const written = submitting !== undefined || verifying !== undefined || verified !== undefined
  const notDone = verified === "not-registered"
  const unverified = verified === "unknown"
  return {
    ...rest,
    ...(written
      ? { phase: phaseOf({ submitting, verifying, unverified, notDone }), accountMade: verified === "registered" }
      : {}),
    ...(pendingKey === undefined ? {} : { pending: typeof pendingKey === "string" ? { key: pendingKey } : null })
  }
}

/**
 * The password change's `security` record: `sending`, `pendingKey`, `outcome` (idle, changed,
 * refused, unsure: an unsure change cannot be read back, its phase is "unverified") and `message`.
 */
const fromSecurity = (record: Fields): Fields => {
  const { sending, pendingKey, outcome, message, ...rest } = record
  const key = typeof pendingKey === "string" ? pendingKey : null
  return {
    ...rest,
    changed: outcome === "changed",
    phase: sending === true ? "sending" : outcome === "unsure" ? "unverified" : null,
    pending: key === null ? null : { key },
    error: typeof message === "string" ? message : null
  }
}

/** Version 3's address save error: the server's failure; version 4's: its Thai text, as the screen showed it. */
const errorText = (error: unknown): string | null =>
  Option.getOrNull(Option.map(Schema.decodeUnknownOption(CallFailure)(error), failureText))

/**
 * The address save's record (the `userAddress` slice's `save`): `status` (idle, submitting,
 * verifying, unverified; idle with a pending save was read back as not saved), `pending` (its key
 * and address, unchanged) and `error` (a failure, now its text).
 */
const fromAddressSave = (record: Fields): Fields => {
  const { status, pending, error, ...rest } = record
  const open = pending !== null && pending !== undefined
  const phase =
    status === "submitting"
      ? "sending"
      : status === "verifying" || status === "unverified"
        ? status
        : open
          ? "not-done"
          : null
  return { ...rest, phase, pending: open ? pending : null, error: errorText(error) }
}

/** The `userAddress` slice: its record as it was, its save as the version-4 write record. */
const fromUserAddress = (slice: Fields): Fields => {
  const { save } = slice
  return isRecordLike(save) ? { ...slice, save: fromAddressSave(save) } : slice
}

/** A write record with a `status` ("idle", "submitting", "verifying", "unverified") and a `notDone` flag. */
const fromStatus = (record: Fields): Fields => {
  const { status, notDone, ...rest } = record
  const flags = {
    submitting: status === "submitting",
    verifying: status === "verifying",
    unverified: status === "unverified"
  }
  return { ...rest, phase: phaseOf({ ...flags, notDone }) }
}

const isCallFailure = Schema.is(CallFailure)

/** The reward's `request`: its refusal was the whole failure; version 4 keeps it as `refusal`, `error` is its text. */
const rewardRequest = (record: Fields): Fields => {
  const { error, ...rest } = fromStatus(record)
  const refusal = isCallFailure(error) ? error : null
  return { ...rest, error: refusal === null ? null : failureText(refusal), refusal }
}

/** The slice's field `key` rewritten by `rewrite`, when it is a record. */
const field =
  (key: string, rewrite: (record: Fields) => Fields) =>
  (slice: Fields): Fields => {
    const value = slice[key]
    return isRecordLike(value) ? { ...slice, [key]: rewrite(value) } : slice
  }

/**
 * A flag-shaped write record whose `pending` already held the key and the press (the loss refund's
 * `{ key, destination }`): the flags become the phase, the pending stays. A record that never held
 * a flag (the slice at rest is `{}`) stays as it was.
 */
const fromFlagsKeepingPending = (record: Fields): Fields => {
  const { submitting, verifying, unverified, notDone, ...rest } = record
  const flags = { submitting, verifying, unverified, notDone }
  const hadFlags = Object.values(flags).some((flag) => flag !== undefined)
  return hadFlags ? { ...rest, phase: phaseOf(flags) } : rest
}

/**
 * The slip's `result`: its flags, `pendingKey` and `pendingRef` as the deposit's phase and pending
 * `{ key, transRef }` (its message was and stays the slice's `error`).
 */
const slipResult = (result: Fields): Fields => {
  const { submitting, verifying, unverified, notDone, pendingKey, pendingRef, ...rest } = result
  const open = typeof pendingKey === "string" && typeof pendingRef === "string"
  return {
    ...rest,
    phase: phaseOf({ submitting, verifying, unverified, notDone }),
    pending: open ? { key: pendingKey, transRef: pendingRef } : null
  }
}
const fromSlip = (slice: Fields): Fields => {
  const result = slice["result"]
  return isRecordLike(result) ? { ...slice, result: slipResult(result) } : slice
}

/** Each slice whose write record changed shape, and how its snapshot value is rewritten. */
const SLICE_RECORDS: Readonly<Record<string, (slice: Fields) => Fields>> = {
  checkIn: fromFlags,
  withdraw: withdrawWrite,
  register: registerFromV3,
  security: fromSecurity,
  userAddress: fromUserAddress,
  reward: field("request", rewardRequest),
  affiliate: field("withdraw", fromStatus),
  winlost: fromFlagsKeepingPending,
  slip: fromSlip
}

const migrateSnapshot = (snapshot: unknown): unknown => {
  if (!isRecordLike(snapshot)) return snapshot
  const slices: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(snapshot)) {
    const rewrite = SLICE_RECORDS[key]
    slices[key] = rewrite !== undefined && isRecordLike(value) ? rewrite(value) : value
  }
  return slices
}

/** A version-3 document as a version-4 one (still encoded: the caller decodes it). */
export const migrateV3ToV4 = (document: unknown) =>
  Either.map(
    Schema.decodeUnknownEither(V3Document)(document).pipe(Either.mapLeft((error) => contentError(error))),
    (v3) => ({
      ...v3,
      version: 4,
      snapshot: migrateSnapshot(v3["snapshot"]),
      events: v3.events.map((entry) => ({ ...entry, event: migrateEvent(entry.event) }))
    })
  )
