import { Layer } from "effect"
import { AddressService } from "./address/address-service"
import { AffiliateService } from "./affiliate/affiliate-service"
import { AnnouncementService } from "./announcement/announcement-service"
import { CheckInService } from "./check-in/check-in-service"
import { DepositService } from "./deposit/deposit-service"
import { GamesService } from "./games/games-service"
import { HistoryService } from "./history/history-service"
import { UserService } from "./player/user-service"
import { AuthService } from "./session/auth-service"
import { SettingsService } from "./site/settings-service"
import { WithdrawService } from "./withdraw/withdraw-service"
import { RegisterService } from "./register/register-service"
import { RewardService } from "./reward/reward-service"
import { SlipService } from "./slip/slip-service"
import { RankingService } from "./ranking/ranking-service"
import type { CallObserver } from "./scripted"
import { WinlostService } from "./winlost/winlost-service"
import { WheelService } from "./wheel/wheel-service"
import { FlipCardService } from "./flip-card/flip-card-service"
import { AccountService } from "./account/account-service"
import { PasswordService } from "./password/password-service"

// The API services of every area, composed: the live layers over the API client, and the test
// layers a test scripts. Adding an area's service adds it to both lists; the types below follow the
// live list, so a service missing from the test list does not compile.

export const apiServicesLive = Layer.mergeAll(
  AuthService.layer,
  SettingsService.layer,
  UserService.layer,
  CheckInService.layer,
  DepositService.layer,
  WithdrawService.layer,
  SlipService.layer,
  WinlostService.layer,
  HistoryService.layer,
  GamesService.layer,
  RegisterService.layer,
  AffiliateService.layer,
  AnnouncementService.layer,
  RewardService.layer,
  RankingService.layer,
  WheelService.layer,
  FlipCardService.layer,
  AccountService.layer,
  PasswordService.layer,
  AddressService.layer
)

/** Every API service the runtime provides. */
export type ApiService = Layer.Layer.Success<typeof apiServicesLive>

/** "app/UserService" is scripted as `user`. */
type ScriptKey<Id> = Id extends `app/${infer Name}Service` ? Uncapitalize<Name> : never

/** "UserService.credit": how a scripted call names itself to an observer. */
export type ApiMethod = {
  [S in ApiService as S["Id"]]: `${S["Id"] extends `app/${infer Name}` ? Name : never}.${keyof S["Type"] & string}`
}[ApiService["Id"]]

/** What a test may script: for each service, any of its methods (`{ user: { credit: ... } }`). */
export type ApiScripts = { readonly [S in ApiService as ScriptKey<S["Id"]>]?: Partial<S["Type"]> }

/** The test layers of every API service, over a script; each call goes through `observe`. */
export const apiServicesTest = (scripts: ApiScripts, observe?: CallObserver): Layer.Layer<ApiService> =>
  Layer.mergeAll(
    AuthService.Test(scripts.auth ?? {}, observe),
    SettingsService.Test(scripts.settings ?? {}, observe),
    UserService.Test(scripts.user ?? {}, observe),
    CheckInService.Test(scripts.checkIn ?? {}, observe),
    DepositService.Test(scripts.deposit ?? {}, observe),
    WithdrawService.Test(scripts.withdraw ?? {}, observe),
    SlipService.Test(scripts.slip ?? {}, observe),
    WinlostService.Test(scripts.winlost ?? {}, observe),
    HistoryService.Test(scripts.history ?? {}, observe),
    GamesService.Test(scripts.games ?? {}, observe),
    RegisterService.Test(scripts.register ?? {}, observe),
    AffiliateService.Test(scripts.affiliate ?? {}, observe),
    AnnouncementService.Test(scripts.announcement ?? {}, observe),
    RewardService.Test(scripts.reward ?? {}, observe),
    RankingService.Test(scripts.ranking ?? {}, observe),
    WheelService.Test(scripts.wheel ?? {}, observe),
    FlipCardService.Test(scripts.flipCard ?? {}, observe),
    AccountService.Test(scripts.account ?? {}, observe),
    PasswordService.Test(scripts.password ?? {}, observe),
    AddressService.Test(scripts.address ?? {}, observe)
  )
