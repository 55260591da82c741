import { Context, Effect, Layer } from "effect"
import { DEFAULT_BALANCE_TYPE } from "../../domain/constants"
import type { CreditBalance } from "../../domain/credit"
import type { ApiError } from "../../domain/errors"
import type { UserSetting } from "../../domain/settings"
import type { UserProfile } from "../../domain/user"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { playerEndpoints } from "./endpoints"

export interface UserServiceShape {
  /** GET /api/auth/user/detail/{uuid} (API-16). */
  readonly profile: (uuid: string) => Effect.Effect<UserProfile, ApiError>
  /** POST /api/auth/setting (API-31). */
  readonly setting: (uuid: string) => Effect.Effect<UserSetting, ApiError>
  /** POST /api/auth/user/getCredit/{username} with balanceType M (API-18, ENT-05). */
  readonly credit: (username: string) => Effect.Effect<CreditBalance, ApiError>
}

export class UserService extends Context.Tag("app/UserService")<UserService, UserServiceShape>() {
  static readonly layer = Layer.effect(
    UserService,
    Effect.map(ApiClient, (api) => ({
      profile: (uuid) => api.call(playerEndpoints.userDetail, { params: { uuid }, body: undefined }),
      setting: (uuid) => api.call(playerEndpoints.userSetting, { params: {}, body: { userUuid: uuid } }),
      credit: (username) =>
        api.call(playerEndpoints.getCredit, { params: { username }, body: { balanceType: DEFAULT_BALANCE_TYPE } })
    }))
  )

  static readonly Test = (impl: Partial<UserServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<UserServiceShape>("UserService", observe)
    return Layer.succeed(UserService, {
      profile: method.fn("profile", impl.profile),
      setting: method.fn("setting", impl.setting),
      credit: method.fn("credit", impl.credit)
    })
  }
}
