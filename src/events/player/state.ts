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
  latestCreditRequest: Schema.NullOr(Schema.Number),
  /** A refresh is in flight while a balance is shown (the card says 'กำลังอัปเดต'). */
  creditRefreshing: Schema.optionalWith(Schema.Boolean, { default: () => false, exact: true }),
  /** The last refresh failed while a balance was shown: it stays, marked as maybe out of date. */
  creditRefreshError: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null, exact: true }),
  /** How many times the server said it moved the balance this session: money screens reload on a change. */
  serverMoneyMoves: Schema.optionalWith(Schema.Number, { default: () => 0, exact: true })
})
export type UserState = typeof UserStateSchema.Type
