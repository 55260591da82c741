// The wire format of a configuration item; the rules about it are in configuration.ts.
import { Schema } from "effect"

/** One configuration item: a key and an image path (ENT-07). */
export const ConfigurationItem = Schema.Struct({
  key: Schema.String,
  value: Schema.Struct({ data: Schema.Struct({ path: Schema.String }) })
})
export type ConfigurationItem = typeof ConfigurationItem.Type
