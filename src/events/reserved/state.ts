import { Schema } from "effect"

// The slices of STORE-01 whose areas later issues build (deposit, withdraw, rewards ...). Until an
// area takes its slice over, the slice keeps the spec's initial value and nothing reduces into it,
// so its schema admits no data: empty records and lists. An area that is
// built moves its slice out of here into events/<area>/.

const Empty = Schema.Record({ key: Schema.String, value: Schema.Never })

export const reservedStateSchemas = {
  gameEvent: Empty
}

type Reserved = typeof reservedStateSchemas
export type ReservedState = { readonly [K in keyof Reserved]: Reserved[K]["Type"] }
