import { Schema } from "effect"
import { AddressEvent } from "./address/events"
import { UserAddressStateSchema } from "./address/state"
import { AffiliateEvent } from "./affiliate/events"
import { AffiliateStateSchema } from "./affiliate/state"
import { AnnouncementEvent } from "./announcement/events"
import { AnnouncementStateSchema } from "./announcement/state"
import { CheckInEvent } from "./check-in/events"
import { CheckInStateSchema } from "./check-in/state"
import { ConfigurationEvent } from "./configuration/events"
import { ConfigurationStateSchema } from "./configuration/state"
import { DepositEvent } from "./deposit/events"
import { DepositStateSchema } from "./deposit/state"
import { GamesEvent } from "./games/events"
import { HistoryEvent } from "./history/events"
import { HistoryStateSchema } from "./history/state"
import { GameStateSchema } from "./games/state"
import { PlayerEvent } from "./player/events"
import { UserStateSchema } from "./player/state"
import { reservedStateSchemas as reserved } from "./reserved/state"
import { RewardEvent } from "./reward/events"
import { RewardStateSchema } from "./reward/state"
import { RankingEvent } from "./ranking/events"
import { RankingStateSchema } from "./ranking/state"
import { WinlostEvent } from "./winlost/events"
import { WinlostStateSchema } from "./winlost/state"
import { SessionEvent } from "./session/events"
import { AuthStateSchema } from "./session/state"
import { SiteEvent } from "./site/events"
import { SlipEvent } from "./slip/events"
import { RegisterEvent } from "./register/events"
import { RegisterStateSchema } from "./register/state"
import { SlipStateSchema } from "./slip/state"
import { GlobalStateSchema } from "./site/state"
import { WithdrawEvent } from "./withdraw/events"
import { WithdrawStateSchema } from "./withdraw/state"
import { WheelEvent } from "./wheel/events"
import { WheelStateSchema } from "./wheel/state"
import { FlipCardEvent } from "./flip-card/events"
import { FlipCardStateSchema } from "./flip-card/state"
import { AccountEvent } from "./account/events"
import { AccountStateSchema } from "./account/state"
import { PasswordEvent } from "./password/events"
import { SecurityStateSchema } from "./password/state"
import { ShellEvent } from "./shell/events"
import { ShellStateSchema } from "./shell/state"

// The Schemas of every area, composed: its events into the event union, its slice's state into
// the state's schema. Both decode logs (log/); the store and the screens never load them.

/** Each area's events: adding an area with events adds its line here. */
const AREA_EVENTS = {
  session: SessionEvent,
  site: SiteEvent,
  configuration: ConfigurationEvent,
  player: PlayerEvent,
  checkIn: CheckInEvent,
  games: GamesEvent,
  deposit: DepositEvent,
  withdraw: WithdrawEvent,
  slip: SlipEvent,
  winlost: WinlostEvent,
  history: HistoryEvent,
  register: RegisterEvent,
  affiliate: AffiliateEvent,
  announcement: AnnouncementEvent,
  reward: RewardEvent,
  ranking: RankingEvent,
  wheel: WheelEvent,
  flipCard: FlipCardEvent,
  account: AccountEvent,
  password: PasswordEvent,
  address: AddressEvent,
  shell: ShellEvent
}

/** Every domain event of the app: the only way state changes. */
export const AppEvent = Schema.Union(...Object.values(AREA_EVENTS))
export type AppEvent = typeof AppEvent.Type
export type AppEventTag = AppEvent["_tag"]
export type EventOf<Tag extends AppEventTag> = Extract<AppEvent, { readonly _tag: Tag }>

/**
 * The whole state (a log's snapshot, DESIGN-10): one field per slice of state.ts, each its area's
 * state schema. That the two describe the same state is checked by the compiler in
 * test/unit/events/state-schema.types.test.ts (a slice without its schema here fails typecheck).
 */
export const AppStateSchema = Schema.Struct({
  global: GlobalStateSchema,
  user: UserStateSchema,
  auth: AuthStateSchema,
  deposit: DepositStateSchema,
  withdraw: WithdrawStateSchema,
  game: GameStateSchema,
  affiliate: AffiliateStateSchema,
  winlost: WinlostStateSchema,
  reward: RewardStateSchema,
  log: HistoryStateSchema,
  wheel: WheelStateSchema,
  register: RegisterStateSchema,
  flipCard: FlipCardStateSchema,
  gameEvent: reserved.gameEvent,
  announcement: AnnouncementStateSchema,
  checkIn: CheckInStateSchema,
  slip: SlipStateSchema,
  userAddress: UserAddressStateSchema,
  configuration: ConfigurationStateSchema,
  ranking: RankingStateSchema,
  account: AccountStateSchema,
  security: SecurityStateSchema,
  shell: ShellStateSchema
})

export type AppStateEncoded = typeof AppStateSchema.Encoded
