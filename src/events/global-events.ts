import { Schema } from "effect"
import { GlobalSetting, OperationSetting } from "../domain/settings-schema"

export const OperationLoading = Schema.TaggedStruct("OperationLoading", {})
export const OperationLoaded = Schema.TaggedStruct("OperationLoaded", { operation: OperationSetting })
export const OperationFailed = Schema.TaggedStruct("OperationFailed", { message: Schema.String })

export const SettingsLoading = Schema.TaggedStruct("SettingsLoading", {})
export const SettingsLoaded = Schema.TaggedStruct("SettingsLoaded", { setting: GlobalSetting })
export const SettingsFailed = Schema.TaggedStruct("SettingsFailed", { message: Schema.String })

/** Any HTTP error keeps its message as the global error message (ERR-01). */
export const ApiFailed = Schema.TaggedStruct("ApiFailed", { message: Schema.String })
/** A timeout, 408 or 503 raised the network-problem flag (ERR-07..ERR-09, AMB-06). */
export const NetworkUnstable = Schema.TaggedStruct("NetworkUnstable", { reason: Schema.String })
/** A later call succeeded: the flag goes down again. */
export const NetworkRecovered = Schema.TaggedStruct("NetworkRecovered", {})
/** The browser's connectivity changed (COMPAT-11). */
export const ConnectivityChanged = Schema.TaggedStruct("ConnectivityChanged", { online: Schema.Boolean })
/** The socket reported how many players are online (RT-08). */
export const OnlineCountReceived = Schema.TaggedStruct("OnlineCountReceived", { count: Schema.Number })

export const GlobalEvent = Schema.Union(
  OperationLoading,
  OperationLoaded,
  OperationFailed,
  SettingsLoading,
  SettingsLoaded,
  SettingsFailed,
  ApiFailed,
  NetworkUnstable,
  NetworkRecovered,
  ConnectivityChanged,
  OnlineCountReceived
)
