import { Schema } from "effect"
import { LevelData } from "../../domain/account-schema"
import { ConfigurationItem } from "../../domain/configuration-schema"
import { CurrentUser } from "../../domain/user-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The account's facts (#14). None carries a password: the change-password area writes no secret.

/** GET /api/auth/user/{uuid} (API-17): the current user record, read again by the profile screen. */
export const UserRecordEvents = datasetEvents("UserRecord", CurrentUser, noContext)

/** GET /api/auth/user/level/{uuid} (API-25): the level and the deposits towards the next tier. */
export const UserLevelEvents = datasetEvents("UserLevel", LevelData, noContext)

/**
 * GET /api/auth/configuration/key?key= (API-15): a configuration image failed to load and its entry
 * was read again; the configuration map takes the entry as answered (a new path, or the same one).
 */
export const ConfigurationEntryReread = Schema.TaggedStruct("ConfigurationEntryReread", { item: ConfigurationItem })

export const AccountEvent = Schema.Union(UserRecordEvents.events, UserLevelEvents.events, ConfigurationEntryReread)
