import { Schema } from "effect"
import { MoneyFromBaht } from "../../domain/money-schema"
import { writeStatusFields } from "../once-only-write-schema"
import { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw-schema"

/** An empty record: the spec's `{}` (ENT-16). */
const Empty = Schema.Record({ key: Schema.String, value: Schema.Never })

/** The write in progress (money.md): its phase, its key, its Thai message. */
export const WithdrawWriteSchema = Schema.Struct({
  /** The withdrawal's write: its phase, its key and amount while its outcome is open, the message. */
  ...writeStatusFields({ amount: MoneyFromBaht }),
  /**
   * A retry whose outcome is not known yet: which request, with which key. The withdrawal's and the
   * retry's writes share the phase and the message: one of them is open at a time.
   */
  retry: Schema.NullOr(Schema.Struct({ requestId: Schema.String, key: Schema.String }))
})
export type WithdrawWrite = typeof WithdrawWriteSchema.Type

/**
 * The `withdraw` slice: the spec's members (ENT-16: request, requestList, history, public), and
 * beside them the lists' load state and the write in progress.
 */
export const WithdrawStateSchema = Schema.Struct({
  /** The last withdrawal the server took, or {}. */
  request: Schema.Union(WithdrawRequest, Empty),
  /** Open requests: pending and failed. */
  requestList: Schema.Array(WithdrawRequest),
  /** Settled ones: approved and rejected. */
  history: Schema.Array(WithdrawRequest),
  /** The public feed (API-07), or {} before it loads. */
  public: Schema.Union(Schema.Struct({ items: Schema.Array(PublicWithdrawal) }), Empty),
  /** The lists' load: idle, loading, the Bangkok day they were read on, or the failure's text. */
  lists: Schema.Union(
    Schema.Struct({ _tag: Schema.Literal("Idle", "Loading") }),
    Schema.Struct({ _tag: Schema.Literal("Loaded"), today: Schema.String }),
    Schema.Struct({ _tag: Schema.Literal("Failed"), message: Schema.String })
  ),
  publicFailed: Schema.NullOr(Schema.String),
  write: WithdrawWriteSchema
})
export type WithdrawState = typeof WithdrawStateSchema.Type
