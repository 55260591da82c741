import { Schema } from "effect"
import { ConfigurationItem } from "../../domain/configuration-schema"
import { remoteData } from "../remote-data-schema"

/** The `configuration` slice: the images by key (STORE-08). */
export const ConfigurationStateSchema = Schema.Struct({
  items: remoteData(Schema.Record({ key: Schema.String, value: ConfigurationItem }))
})
export type ConfigurationState = typeof ConfigurationStateSchema.Type
