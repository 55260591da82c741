import type { CheckInEntry } from "../domain/check-in"
import type { ConfigurationMap } from "../domain/configuration"
import type { CreditBalance } from "../domain/credit"
import { DEFAULT_GAME_CATEGORY, type GameCategory } from "../domain/game"
import type { GlobalSetting, OperationSetting, UserSetting } from "../domain/settings"
import type { CurrentUser, UserProfile } from "../domain/user"
import { RemoteData } from "./remote-data"

/** The session as a state machine: a SessionTimeout while Anonymous changes nothing. */
export type Session =
  | { readonly _tag: "Anonymous" }
  | { readonly _tag: "Authenticated"; readonly currentUser: CurrentUser }
  | { readonly _tag: "Expired" }

export interface AuthState {
  readonly session: Session
  readonly loading: boolean
  readonly error: string | null
}

export interface GlobalState {
  readonly operation: RemoteData<OperationSetting>
  readonly settings: RemoteData<GlobalSetting>
  readonly errorMessage: string | null
  readonly networkUnstable: boolean
  readonly online: boolean
  readonly onlineCount: number | null
}

export interface UserState {
  readonly profile: RemoteData<UserProfile>
  readonly setting: RemoteData<UserSetting>
  readonly credit: RemoteData<CreditBalance>
  /** The credit request whose answer counts; older answers are ignored (STORE-09). */
  readonly latestCreditRequest: number | null
}

export interface CheckInState {
  readonly list: RemoteData<ReadonlyArray<CheckInEntry>>
  readonly doneToday: boolean
  readonly value: number | null
  readonly tomorrowValue: number | null
  readonly submitting: boolean
  readonly error: string | null
  readonly dismissed: boolean
}

export interface ConfigurationState {
  readonly items: RemoteData<ConfigurationMap>
}

export interface GameState {
  readonly gameCategory: GameCategory
}

export interface WithdrawState {
  readonly request: Readonly<Record<string, unknown>>
  readonly requestList: ReadonlyArray<unknown>
  readonly history: ReadonlyArray<unknown>
  readonly public: Readonly<Record<string, unknown>>
}

export interface WheelState {
  readonly segments: ReadonlyArray<unknown>
  readonly reward: Readonly<Record<string, unknown>>
  readonly log: Readonly<Record<string, unknown>>
}

export interface SlipState {
  readonly verify: RemoteData<unknown>
  readonly myRequests: RemoteData<ReadonlyArray<unknown>>
  readonly result: unknown
  readonly error: string | null
}

type Empty = Readonly<Record<string, never>>

/**
 * The 19 slices of spec §3 (STORE-01). Slices whose screens later issues build keep their spec
 * initial values until then.
 */
export interface AppState {
  readonly global: GlobalState
  readonly user: UserState
  readonly auth: AuthState
  readonly deposit: Empty
  readonly withdraw: WithdrawState
  readonly game: GameState
  readonly affiliate: Empty
  readonly winlost: Empty
  readonly reward: Empty
  readonly log: Empty
  readonly wheel: WheelState
  readonly register: { readonly step1: Empty | null; readonly step2: Empty | null }
  readonly flipCard: Empty
  readonly gameEvent: Empty
  readonly announcement: Empty
  readonly checkIn: CheckInState
  readonly slip: SlipState
  readonly userAddress: { readonly record: RemoteData<unknown> }
  readonly configuration: ConfigurationState
}

export const initialCheckIn: CheckInState = {
  list: RemoteData.Idle(),
  doneToday: false,
  value: null,
  tomorrowValue: null,
  submitting: false,
  error: null,
  dismissed: false
}

export const initialState: AppState = {
  global: {
    operation: RemoteData.Idle(),
    settings: RemoteData.Idle(),
    errorMessage: null,
    networkUnstable: false,
    online: true,
    onlineCount: null
  },
  user: {
    profile: RemoteData.Idle(),
    setting: RemoteData.Idle(),
    credit: RemoteData.Idle(),
    latestCreditRequest: null
  },
  auth: { session: { _tag: "Anonymous" }, loading: false, error: null },
  deposit: {},
  withdraw: { request: {}, requestList: [], history: [], public: {} },
  game: { gameCategory: DEFAULT_GAME_CATEGORY },
  affiliate: {},
  winlost: {},
  reward: {},
  log: {},
  wheel: { segments: [], reward: {}, log: {} },
  register: { step1: null, step2: null },
  flipCard: {},
  gameEvent: {},
  announcement: {},
  checkIn: initialCheckIn,
  slip: { verify: RemoteData.Idle(), myRequests: RemoteData.Idle(), result: null, error: null },
  userAddress: { record: RemoteData.Idle() },
  configuration: { items: RemoteData.Idle() }
}
