import { type Context, Layer } from "effect"
import type { ApiClient } from "./api-client"
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
// layers a test scripts. Both, and the types below, are derived from the one record.

/** Every area's API service, by the key a test scripts it with: adding an area adds its line here. */
const API_SERVICES = {
  auth: AuthService,
  settings: SettingsService,
  user: UserService,
  checkIn: CheckInService,
  deposit: DepositService,
  withdraw: WithdrawService,
  slip: SlipService,
  winlost: WinlostService,
  history: HistoryService,
  games: GamesService,
  register: RegisterService,
  affiliate: AffiliateService,
  announcement: AnnouncementService,
  reward: RewardService,
  ranking: RankingService,
  wheel: WheelService,
  flipCard: FlipCardService,
  account: AccountService,
  password: PasswordService,
  address: AddressService
}

type Services = typeof API_SERVICES
type Key = keyof Services
type Ids = { readonly [K in Key]: Context.Tag.Identifier<Services[K]> }
type Shapes = { readonly [K in Key]: Context.Tag.Service<Services[K]> }

/** Every API service the runtime provides. */
export type ApiService = Ids[Key]

/** "UserService.credit": how a scripted call names itself to an observer. */
export type ApiMethod = {
  [S in ApiService as S["Id"]]: `${S["Id"] extends `app/${infer Name}` ? Name : never}.${keyof S["Type"] & string}`
}[ApiService["Id"]]

/** What a test may script: for each service, any of its methods (`{ user: { credit: ... } }`). */
export type ApiScripts = { readonly [K in Key]?: Partial<Shapes[K]> }

/** A service as this file uses it, under the key its tag's name gives ("app/UserService": `user`). */
interface ApiServiceTag<K extends string, Id, Shape> {
  readonly key: `app/${Capitalize<K>}Service`
  readonly layer: Layer.Layer<Id, never, ApiClient>
  readonly Test: (impl: Partial<Shape>, observe?: CallObserver) => Layer.Layer<Id>
}

/** The record, each service checked against its key. */
const services: { readonly [K in Key]: ApiServiceTag<K, Ids[K], Shapes[K]> } = API_SERVICES

const isKey = (key: string): key is Key => key in services
const keys = Object.keys(services).filter(isKey)

/** One layer of them all (Layer.mergeAll takes one or more; the record is never empty). */
const mergeLayers = <A, R>(layers: ReadonlyArray<Layer.Layer<A, never, R>>): Layer.Layer<A, never, R> => {
  const [first, ...rest] = layers
  if (first === undefined) throw new Error("no API service")
  return Layer.mergeAll(first, ...rest)
}

export const apiServicesLive = mergeLayers(keys.map(<K extends Key>(key: K) => services[key].layer))

/** The test layers of every API service, over a script; each call goes through `observe`. */
export const apiServicesTest = (scripts: ApiScripts, observe?: CallObserver): Layer.Layer<ApiService> =>
  mergeLayers(keys.map(<K extends Key>(key: K) => services[key].Test(scripts[key] ?? {}, observe)))
