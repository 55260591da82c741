import { Schema } from "effect"
import { ConfigurationItem } from "../../domain/configuration-schema"
import { datasetEvents, noContext } from "../dataset-events"

/** The configuration images: the public list for guests (API-04), the player's (API-14). */
export const ConfigurationEvents = datasetEvents("Configuration", Schema.Array(ConfigurationItem), noContext)

export const ConfigurationEvent = ConfigurationEvents.events
