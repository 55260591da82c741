import { affiliateSlice } from "./affiliate/slice"
import { userAddressSlice } from "./address/slice"
import { announcementSlice } from "./announcement/slice"
import { configurationSlice } from "./configuration/slice"
import { checkInSlice } from "./check-in/slice"
import { depositSlice } from "./deposit/slice"
import { winlostSlice } from "./winlost/slice"
import { historySlice } from "./history/slice"
import { gameSlice } from "./games/slice"
import { userSlice } from "./player/slice"
import { reservedSlices as reserved } from "./reserved/slices"
import { authSlice } from "./session/slice"
import { globalSlice } from "./site/slice"
import { withdrawSlice } from "./withdraw/slice"
import { wheelSlice } from "./wheel/slice"
import { flipCardSlice } from "./flip-card/slice"
import { slipSlice } from "./slip/slice"
import { registerSlice } from "./register/slice"
import { rewardSlice } from "./reward/slice"
import { rankingSlice } from "./ranking/slice"
import { accountSlice } from "./account/slice"
import { securitySlice } from "./password/slice"
import { shellSlice } from "./shell/slice"
import { initialStateOf, type Slice, type StateOf } from "./slice"

// The state is composed of slices, each owned by one area (events/<area>/slice.ts): the 19 slices
// of spec §3 (STORE-01), in its order. An area that is built takes its line over from `reserved`.
// The root reducer (reducer.ts), the state's schema (schemas.ts) and the parts that subscriptions
// track (runtime/part-tracking.ts) all follow this list.

const sliceList = {
  global: globalSlice,
  user: userSlice,
  auth: authSlice,
  deposit: depositSlice,
  withdraw: withdrawSlice,
  game: gameSlice,
  affiliate: affiliateSlice,
  winlost: winlostSlice,
  reward: rewardSlice,
  log: historySlice,
  wheel: wheelSlice,
  register: registerSlice,
  flipCard: flipCardSlice,
  gameEvent: reserved.gameEvent,
  announcement: announcementSlice,
  checkIn: checkInSlice,
  slip: slipSlice,
  userAddress: userAddressSlice,
  configuration: configurationSlice,
  ranking: rankingSlice,
  account: accountSlice,
  security: securitySlice,
  shell: shellSlice
}

export type AppState = { readonly [K in keyof typeof sliceList]: StateOf<(typeof sliceList)[K]> }
export type SliceKey = keyof AppState

/** Every slice by its key (a mapped type, so code generic over a key K sees Slice<AppState[K]>). */
export const slices: { readonly [K in SliceKey]: Slice<AppState[K]> } = sliceList

const isSliceKey = (key: string): key is SliceKey => key in slices
/** The slice keys, in the state's order. */
export const SLICE_KEYS: ReadonlyArray<SliceKey> = Object.keys(slices).filter(isSliceKey)

export const initialState: AppState = initialStateOf(slices)

export type { Session, AuthState } from "./session/state"
export type { GlobalState } from "./site/state"
export type { UserState } from "./player/state"
export type { CheckInState } from "./check-in/state"
