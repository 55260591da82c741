import { Schema } from "effect"
import { CheckInEntry } from "../domain/check-in-schema"
import { ConfigurationItem } from "../domain/configuration-schema"
import { CreditBalance } from "../domain/credit"
import { GameCategory } from "../domain/game-schema"
import { GlobalSetting, OperationSetting, UserSetting } from "../domain/settings-schema"
import { CurrentUser, UserProfile } from "../domain/user-schema"
import { remoteData } from "./remote-data-schema"
import type { AppState } from "./state"

// The state as a Schema, so a log can carry its starting snapshot (DESIGN-10). Every slice of
// state.ts appears here; the explicit AppState annotation below keeps the two in step.

const Session = Schema.Union(
  Schema.TaggedStruct("Anonymous", {}),
  Schema.TaggedStruct("Authenticated", { currentUser: CurrentUser }),
  Schema.TaggedStruct("Expired", {})
)

const Empty = Schema.Record({ key: Schema.String, value: Schema.Never })
const Loose = Schema.Record({ key: Schema.String, value: Schema.Unknown })
const LooseList = Schema.Array(Schema.Unknown)

const AppStateStruct = Schema.Struct({
  global: Schema.Struct({
    operation: remoteData(OperationSetting),
    settings: remoteData(GlobalSetting),
    errorMessage: Schema.NullOr(Schema.String),
    networkUnstable: Schema.Boolean,
    online: Schema.Boolean,
    onlineCount: Schema.NullOr(Schema.Number)
  }),
  user: Schema.Struct({
    profile: remoteData(UserProfile),
    setting: remoteData(UserSetting),
    credit: remoteData(CreditBalance),
    latestCreditRequest: Schema.NullOr(Schema.Number)
  }),
  auth: Schema.Struct({ session: Session, loading: Schema.Boolean, error: Schema.NullOr(Schema.String) }),
  deposit: Empty,
  withdraw: Schema.Struct({ request: Loose, requestList: LooseList, history: LooseList, public: Loose }),
  game: Schema.Struct({ gameCategory: GameCategory }),
  affiliate: Empty,
  winlost: Empty,
  reward: Empty,
  log: Empty,
  wheel: Schema.Struct({ segments: LooseList, reward: Loose, log: Loose }),
  register: Schema.Struct({ step1: Schema.NullOr(Empty), step2: Schema.NullOr(Empty) }),
  flipCard: Empty,
  gameEvent: Empty,
  announcement: Empty,
  checkIn: Schema.Struct({
    list: remoteData(Schema.Array(CheckInEntry)),
    doneToday: Schema.Boolean,
    value: Schema.NullOr(Schema.Number),
    tomorrowValue: Schema.NullOr(Schema.Number),
    submitting: Schema.Boolean,
    error: Schema.NullOr(Schema.String),
    dismissed: Schema.Boolean
  }),
  slip: Schema.Struct({
    verify: remoteData(Schema.Unknown),
    myRequests: remoteData(LooseList),
    result: Schema.Unknown,
    error: Schema.NullOr(Schema.String)
  }),
  userAddress: Schema.Struct({ record: remoteData(Schema.Unknown) }),
  configuration: Schema.Struct({
    items: remoteData(Schema.Record({ key: Schema.String, value: ConfigurationItem }))
  })
})

export type AppStateEncoded = typeof AppStateStruct.Encoded

/** The whole AppState: encode for a log's snapshot, decode when a log is imported. */
export const AppStateSchema: Schema.Schema<AppState, AppStateEncoded> = AppStateStruct
