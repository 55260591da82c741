import { Schema } from "effect"
import { AddressEvent } from "./address/events"
import { ADDRESS_PERSONAL_FIELDS, UserAddressStateSchema } from "./address/state"
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
// the state's schema, its personal fields into what a log export masks. They decode and export logs
// (log/); the store and the screens never load them.

/** What an area declares here: its events (if any), its slice's state, its personal fields. */
interface AreaSchemas {
  readonly events?: Schema.Schema.AnyNoContext
  readonly state: Schema.Schema.AnyNoContext
  /**
   * The keys of its events and state whose values are personal data: a log export masks them whole
   * wherever they occur (events/log/redact.ts), as a key spells them in any case, with or without
   * underscores, after a prefix (`recipientName` is also `recipient_name`, `delivery_recipient_name`).
   */
  readonly personal?: ReadonlyArray<string>
}

/**
 * Every area by its slice's key (events/state.ts, in its order): adding an area adds its line here.
 * (The keys are checked against the slices by test/unit/events/state-schema.types.test.ts: naming
 * SliceKey here would make the types circular, since the slices' cases read EventOf.)
 */
const AREAS = {
  global: { events: SiteEvent, state: GlobalStateSchema },
  user: { events: PlayerEvent, state: UserStateSchema, personal: ["bankId", "user_address"] },
  auth: { events: SessionEvent, state: AuthStateSchema, personal: ["phone", "bankId"] },
  deposit: {
    events: DepositEvent,
    state: DepositStateSchema,
    personal: ["accountNumber", "accountName", "promptPayId"]
  },
  withdraw: { events: WithdrawEvent, state: WithdrawStateSchema, personal: ["bankAccount"] },
  game: { events: GamesEvent, state: GameStateSchema },
  affiliate: { events: AffiliateEvent, state: AffiliateStateSchema },
  winlost: { events: WinlostEvent, state: WinlostStateSchema },
  reward: { events: RewardEvent, state: RewardStateSchema },
  log: { events: HistoryEvent, state: HistoryStateSchema },
  wheel: { events: WheelEvent, state: WheelStateSchema },
  register: {
    events: RegisterEvent,
    state: RegisterStateSchema,
    personal: ["phone", "bankId", "accountName", "lineId"]
  },
  flipCard: { events: FlipCardEvent, state: FlipCardStateSchema },
  gameEvent: { state: reserved.gameEvent },
  announcement: { events: AnnouncementEvent, state: AnnouncementStateSchema },
  checkIn: { events: CheckInEvent, state: CheckInStateSchema },
  slip: { events: SlipEvent, state: SlipStateSchema, personal: ["senderName", "accountNumber", "accountName"] },
  userAddress: { events: AddressEvent, state: UserAddressStateSchema, personal: ADDRESS_PERSONAL_FIELDS },
  configuration: { events: ConfigurationEvent, state: ConfigurationStateSchema },
  ranking: { events: RankingEvent, state: RankingStateSchema },
  account: { events: AccountEvent, state: AccountStateSchema, personal: ["phone", "bankId"] },
  security: { events: PasswordEvent, state: SecurityStateSchema },
  shell: { events: ShellEvent, state: ShellStateSchema }
} satisfies { readonly [key: string]: AreaSchemas }

/** Every domain event of the app: the only way state changes. */
export const AppEvent = Schema.Union(...Object.values(AREAS).flatMap((area) => ("events" in area ? [area.events] : [])))
export type AppEvent = typeof AppEvent.Type
export type AppEventTag = AppEvent["_tag"]
export type EventOf<Tag extends AppEventTag> = Extract<AppEvent, { readonly _tag: Tag }>

/** Each area's state schema under the area's key (the loop is what the compiler cannot see through). */
const stateFieldsOf = <T extends { readonly [K in keyof T]: { readonly state: unknown } }>(
  areas: T
): { readonly [K in keyof T]: T[K]["state"] } => {
  const fields: { -readonly [K in keyof T]?: T[K]["state"] } = {}
  for (const key in areas) fields[key] = areas[key].state
  const complete = (candidate: typeof fields): candidate is { -readonly [K in keyof T]: T[K]["state"] } =>
    Object.keys(areas).every((key) => key in candidate)
  if (!complete(fields)) throw new Error("an area has no state schema")
  return fields
}

/**
 * The whole state (a log's snapshot, DESIGN-10): one field per slice of state.ts, each its area's
 * state schema. That the two describe the same state is checked by the compiler in
 * test/unit/events/state-schema.types.test.ts (a slice without its schema here fails typecheck).
 */
export const AppStateSchema = Schema.Struct(stateFieldsOf(AREAS))

export type AppStateEncoded = typeof AppStateSchema.Encoded

/** Every area's personal fields (what an export masks beyond redact.ts's own list). */
export const PERSONAL_FIELDS: ReadonlyArray<string> = Object.values(AREAS).flatMap((area) =>
  "personal" in area ? area.personal : []
)
