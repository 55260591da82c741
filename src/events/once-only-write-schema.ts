import { Schema } from "effect"
import { CallFailure } from "../domain/failure-schema"

/**
 * The events of one write's life (money.md), from its name and what its press carries:
 *
 * - `${name}Started`: sent with this Idempotency-Key (one per intent, reused by a resend until the
 *   outcome is known) and the press's facts a read-back compares with. The key is optional only so
 *   that logs written before keys still decode.
 * - `${name}Failed`: the server refused; its answer is known, so the next press is a new intent.
 * - `${name}Unsure`: no answer that tells (network, timeout, an answer that did not decode): the
 *   outcome is read back, nothing is sent again by itself.
 * - `${name}VerifyStarted`: 'ตรวจสอบอีกครั้ง', the outcome read again.
 * - `${name}NotDone`: the read-back found nothing: the next press resends the same key.
 * - `${name}Unverified`: the read-back could not be read.
 * - `${name}Offline`: pressed offline: nothing was sent.
 *
 * Success is the area's own event (it carries the area's data); the slice settles the record there.
 * `make` builds the events for the write's command (runtime/commands/once-only-write.ts).
 */
export const onceOnlyWriteEvents = <const Name extends string, Press extends Schema.Struct.Fields>(
  name: Name,
  press: Press
) => {
  const startedTag: `${Name}Started` = `${name}Started`
  const failedTag: `${Name}Failed` = `${name}Failed`
  const unsureTag: `${Name}Unsure` = `${name}Unsure`
  const verifyStartedTag: `${Name}VerifyStarted` = `${name}VerifyStarted`
  const notDoneTag: `${Name}NotDone` = `${name}NotDone`
  const unverifiedTag: `${Name}Unverified` = `${name}Unverified`
  const offlineTag: `${Name}Offline` = `${name}Offline`
  const Started = Schema.TaggedStruct(startedTag, { key: Schema.optional(Schema.String), ...press })
  const Failed = Schema.TaggedStruct(failedTag, { failure: CallFailure })
  const Unsure = Schema.TaggedStruct(unsureTag, { failure: CallFailure })
  const VerifyStarted = Schema.TaggedStruct(verifyStartedTag, {})
  const NotDone = Schema.TaggedStruct(notDoneTag, {})
  const Unverified = Schema.TaggedStruct(unverifiedTag, {})
  const Offline = Schema.TaggedStruct(offlineTag, {})
  type Facts = Schema.Struct.Type<Press>
  return {
    name,
    Started,
    Failed,
    Unsure,
    VerifyStarted,
    NotDone,
    Unverified,
    Offline,
    events: Schema.Union(Started, Failed, Unsure, VerifyStarted, NotDone, Unverified, Offline),
    make: {
      started: (key: string, facts: Facts) => Object.assign({ _tag: startedTag, key }, facts),
      failed: (failure: CallFailure) => ({ _tag: failedTag, failure }),
      unsure: (failure: CallFailure) => ({ _tag: unsureTag, failure }),
      verifyStarted: () => ({ _tag: verifyStartedTag }),
      notDone: () => ({ _tag: notDoneTag }),
      unverified: () => ({ _tag: unverifiedTag }),
      offline: () => ({ _tag: offlineTag })
    }
  }
}

/** A write whose press carries nothing but its key: `onceOnlyWriteEvents("CheckIn", noPress)`. */
export const noPress = {}

export type OnceOnlyWriteEvents<Name extends string, Press extends Schema.Struct.Fields> = ReturnType<
  typeof onceOnlyWriteEvents<Name, Press>
>

// The schema side of a write's status record (once-only-write.ts): the state's schema and the log
// read it; the store and the screens never load it.

/** Where a write is (once-only-write.ts, WritePhase). */
export const WritePhase = Schema.Literal("sending", "verifying", "unverified", "not-done")

/**
 * The record's three fields as a schema, for the area's state schema. Each defaults to null, so a
 * log written before an area used the record still decodes (the migration to v4 fills them).
 */
export const writeStatusFields = <Fields extends Schema.Struct.Fields>(press: Fields) => ({
  phase: Schema.optionalWith(Schema.NullOr(WritePhase), { default: () => null, exact: true }),
  pending: Schema.optionalWith(Schema.NullOr(Schema.Struct({ key: Schema.String, ...press })), {
    default: () => null,
    exact: true
  }),
  error: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null, exact: true })
})
