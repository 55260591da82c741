import { Schema } from "effect"

// The schema side of a write's status record (write-status.ts): the state's schema and the log read it;
// the store and the screens never load it.

/** Where a write is (write-status.ts, WritePhase). */
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
