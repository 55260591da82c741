import { Schema } from "effect"
import { CreditBalance } from "../../domain/credit"
import { UserSetting } from "../../domain/settings-schema"
import { UserProfile } from "../../domain/user-schema"
import { remoteData } from "../remote-data-schema"

/** The `user` slice: the player's profile, settings and balance. */
export const UserStateSchema = Schema.Struct({
  profile: remoteData(UserProfile),
  setting: remoteData(UserSetting),
  credit: remoteData(CreditBalance),
  /** The credit request whose answer counts; older answers are ignored (STORE-09). */
  latestCreditRequest: Schema.NullOr(Schema.Number)
})
export type UserState = typeof UserStateSchema.Type
