import { Schema } from "effect"
import { GlobalSetting, OperationSetting } from "../../domain/settings-schema"
import { remoteData } from "../remote-data-schema"

/** The `global` slice (STORE-13): the site's status and settings, the last error, the connection. */
export const GlobalStateSchema = Schema.Struct({
  operation: remoteData(OperationSetting),
  settings: remoteData(GlobalSetting),
  errorMessage: Schema.NullOr(Schema.String),
  networkUnstable: Schema.Boolean,
  online: Schema.Boolean,
  onlineCount: Schema.NullOr(Schema.Number)
})
export type GlobalState = typeof GlobalStateSchema.Type
