import { Schema } from "effect"
import { BalanceType, CreditBalance } from "../../domain/credit"
import { UserSetting } from "../../domain/settings-schema"
import { UserProfile } from "../../domain/user-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The player's own profile, settings and balance (API-16, API-18, API-31). */
export const playerEndpoints = {
  userDetail: endpoint({
    name: "userDetail",
    method: "GET",
    path: "/api/auth/user/detail/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: UserProfile
  }),
  /** The player's settings (OPEN-31): the body names the player. */
  userSetting: endpoint({
    name: "userSetting",
    method: "POST",
    path: "/api/auth/setting",
    params: NoParams,
    body: Schema.Struct({ userUuid: Schema.String }),
    data: UserSetting
  }),
  getCredit: endpoint({
    name: "getCredit",
    method: "POST",
    path: "/api/auth/user/getCredit/:username",
    params: ["username"],
    body: Schema.Struct({ balanceType: BalanceType }),
    data: CreditBalance
  })
}
