import { Schema } from "effect"
import { CreditBalance } from "../../domain/credit"
import { UserSetting } from "../../domain/settings-schema"
import { UserProfile } from "../../domain/user-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The logged-in player's own data: profile, settings and balance.

/** GET /api/auth/user/detail/{uuid} (STORE-10, AMB-29). */
export const ProfileEvents = datasetEvents("Profile", UserProfile, noContext)
/** POST /api/auth/setting (STORE-10). */
export const UserSettingEvents = datasetEvents("UserSetting", UserSetting, noContext)
/** The balance; each refresh carries its request id so the reducer can refuse a stale answer too (STORE-09). */
export const CreditEvents = datasetEvents("Credit", CreditBalance, { requestId: Schema.Number })

/**
 * The server moved the balance (a deposit credited, a withdrawal settled: the socket's
 * 'credit-changed'). Screens that list money movements read them again; `kind` is the ledger's.
 */
export const BalanceChangedOnServer = Schema.TaggedStruct("BalanceChangedOnServer", { kind: Schema.String })

export const PlayerEvent = Schema.Union(
  ProfileEvents.events,
  UserSettingEvents.events,
  CreditEvents.events,
  BalanceChangedOnServer
)
