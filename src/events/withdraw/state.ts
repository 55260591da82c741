import { Schema } from "effect"
import { MoneyFromBaht } from "../../domain/money-schema"
import { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw-schema"

/** An empty record: the spec's `{}` (ENT-16). */
const Empty = Schema.Record({ key: Schema.String, value: Schema.Never })

/** The write in progress (money.md): its key, its state of knowing, its Thai error. */
export const WithdrawWriteSchema = Schema.Struct({
  submitting: Schema.Boolean,
  /** The Idempotency-Key of a withdrawal whose outcome is not known yet, and its amount. */
  pendingKey: Schema.NullOr(Schema.String),
  pendingAmount: Schema.NullOr(MoneyFromBaht),
  /** A retry whose outcome is not known yet: which request, with which key. */
  retry: Schema.NullOr(Schema.Struct({ requestId: Schema.String, key: Schema.String })),
  /** 'กำลังตรวจสอบรายการ…' */
  verifying: Schema.Boolean,
  /** The outcome could not be read: 'ตรวจสอบอีกครั้ง'. */
  unverified: Schema.Boolean,
  /** The lists showed the unsure write did not happen. */
  notDone: Schema.Boolean,
  /** The server's Thai refusal, or the app's own (offline). */
  error: Schema.NullOr(Schema.String)
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
