import { Schema } from "effect"
import { GlobalSetting, OperationSetting } from "../../domain/settings-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The site as every visitor sees it: open or in maintenance, its public settings, its connection.

/** GET /api/setting/operational/website (STORE-11, MA-05). */
export const OperationEvents = datasetEvents("Operation", OperationSetting, noContext)
/** GET /api/setting: the LINE ids and the public promotion (STORE-12). */
export const SettingsEvents = datasetEvents("Settings", GlobalSetting, noContext)

/** A later call succeeded: the network-problem flag goes down again. */
export const NetworkRecovered = Schema.TaggedStruct("NetworkRecovered", {})
/** The browser's connectivity changed (COMPAT-11). */
export const ConnectivityChanged = Schema.TaggedStruct("ConnectivityChanged", { online: Schema.Boolean })
/** The socket reported how many players are online (RT-08). */
export const OnlineCountReceived = Schema.TaggedStruct("OnlineCountReceived", { count: Schema.Number })
/**
 * The socket connected again after a drop (#9): whatever the server pushed meanwhile (a deposit
 * credited, a withdrawal settled) was not heard, so what it would have refreshed is read again.
 */
export const SocketReconnected = Schema.TaggedStruct("SocketReconnected", {})

export const SiteEvent = Schema.Union(
  OperationEvents.events,
  SettingsEvents.events,
  NetworkRecovered,
  ConnectivityChanged,
  OnlineCountReceived,
  SocketReconnected
)
