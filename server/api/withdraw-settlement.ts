import { Schema } from "effect"
import { bankOfName } from "../../src/domain/banks"
import { maskAccountNumber } from "../../src/domain/masking"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { DEMO_AUTO_SETTLE_MS, DEMO_SETTLE_REASONS, SEEDED_WITHDRAWALS } from "../../src/domain/demo/withdraw"
import type { WithdrawRequest } from "../../src/domain/withdraw"
import { subtractSatang, ZERO_SATANG } from "../../src/domain/money"
import { decodedAction, type DevAction } from "../dev/dev-action"
import type { ServerState } from "../state"
import type { TransactionRecord } from "../transactions"

// How the reference API's operator settles withdrawals: approved (the held money leaves), rejected
// (the money comes back, with the reason), or failed (the money stays held until 'ลองใหม่'). In the
// demo a timer approves each pending withdrawal after 20 s; /__dev/reset turns that off for the
// server's life (tests settle with POST /__dev/withdrawals), /__dev/auto-settle turns it on again.

export type Outcome = "approved" | "rejected" | "failed"

interface Settlement {
  /** The auto-settlement delay, or null when it is off. */
  afterMs: number | null
  /** The last withdrawal number given; never reset, so an id is never reused after a reset. */
  lastId: number
}

const settlements = new WeakMap<ServerState, Settlement>()

/** Where the last withdrawal number is kept (#31): ids are never reused, across restarts too. */
const LAST_ID = "withdrawal-last-id"
const KeptLastId = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())

/**
 * A server's settlement. Auto-settlement is on when a server starts (seedWithdrawals turns it off at
 * any later reset), the start on a database of an earlier run included.
 */
const settlementOf = (state: ServerState): Settlement => {
  const kept = settlements.get(state)
  if (kept !== undefined) return kept
  const lastId = Schema.decodeUnknownSync(KeptLastId)(state.durable.store.meta(LAST_ID) ?? "10000")
  const fresh: Settlement = { afterMs: DEMO_AUTO_SETTLE_MS, lastId }
  settlements.set(state, fresh)
  return fresh
}

/** At a start on a database of an earlier run: its pending withdrawals are approved after the delay, as new ones. */
export const resumeAutoSettle = (state: ServerState): void => {
  for (const record of state.transactions.pending("withdraw")) scheduleAutoSettle(state, record.id)
}

/** The auto-settlement delay in force, or null when it is off (for tests). */
export const autoSettleDelay = (state: ServerState): number | null => settlementOf(state).afterMs

export const nextWithdrawalId = (state: ServerState): string => {
  const settlement = settlementOf(state)
  settlement.lastId += 1
  state.durable.store.setMeta(LAST_ID, String(settlement.lastId))
  return `WD-${settlement.lastId}`
}

/** The request as the player sees it: the account number masked, last 4 digits only. */
export const requestOf = (record: TransactionRecord): WithdrawRequest => {
  const account = DEMO_ACCOUNTS.find((seed) => seed.username === record.username)
  return {
    id: record.id,
    amount: record.amount,
    status: record.status,
    reason: record.note,
    bankName: record.channel,
    bankAccount: maskAccountNumber(account?.bankId ?? ""),
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString()
  }
}

/** Settles one pending withdrawal; its player's room hears of it (the balance or the lists moved). */
export const settleWithdrawal = (state: ServerState, record: TransactionRecord, outcome: Outcome): void => {
  if (record.status !== "pending") return
  const account = state.accountOf(record.username)
  if (account === undefined) return
  const reason = outcome === "approved" ? null : DEMO_SETTLE_REASONS[outcome]
  state.transactions.settle(record.id, outcome, state.now(), reason)
  if (outcome === "rejected") {
    state.changeBalance(account, { kind: "withdrawal-refund", amount: record.amount, reference: record.id })
  } else {
    state.notifyMoneyChanged(record.username, `withdrawal-${outcome}`)
  }
}

/** Approves a pending withdrawal once its delay has passed, if auto-settlement is still on then. */
export const scheduleAutoSettle = (state: ServerState, id: string): void => {
  const afterMs = settlementOf(state).afterMs
  if (afterMs === null) return
  const timer = setTimeout(() => {
    // A server stopped since (its database closed) settles nothing: its next start schedules again.
    if (!state.durable.isOpen) return
    const record = state.transactions.find(id)
    if (settlementOf(state).afterMs === null || record === undefined) return
    state.write(() => settleWithdrawal(state, record, "approved"))
  }, afterMs)
  timer.unref()
}

/**
 * At every reset: `demo`'s settled withdrawals in the shared record. Auto-settlement is on only for
 * the first seeding, the server's start (generation 1); any later /__dev/reset turns it off.
 */
export const seedWithdrawals = (state: ServerState): void => {
  const settlement = settlementOf(state)
  settlement.afterMs = state.generation === 1 ? DEMO_AUTO_SETTLE_MS : null
  const now = state.now()
  SEEDED_WITHDRAWALS.forEach((seed, index) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === seed.username)
    const createdAt = now - seed.hoursAgo * 3_600_000
    state.transactions.record({
      id: `WD-S${index + 1}`,
      username: seed.username,
      kind: "withdraw",
      amount: seed.amount,
      createdAt,
      channel: bankOfName(account?.bankName ?? "")?.name ?? account?.bankName ?? "",
      status: seed.status,
      note: seed.reason,
      // Held when asked; a rejected one was given back (its refund is part of the seed's balance).
      moved: seed.status === "rejected" ? ZERO_SATANG : subtractSatang(ZERO_SATANG, seed.amount)
    })
    state.transactions.settle(`WD-S${index + 1}`, seed.status, createdAt + 15 * 60_000, seed.reason)
  })
}

const SettleRequest = Schema.Struct({ outcome: Schema.Literal("approved", "rejected", "failed") })
const AutoSettleRequest = Schema.Struct({ afterMs: Schema.Int.pipe(Schema.between(0, 86_400_000)) })

export const withdrawDevActions: Readonly<Record<string, DevAction>> = {
  /** `POST /__dev/withdrawals {"outcome"}`: settles every pending withdrawal so. */
  withdrawals: decodedAction(SettleRequest, ({ outcome }, { state }) => {
    for (const record of state.transactions.pending("withdraw")) settleWithdrawal(state, record, outcome)
  }),
  /** `POST /__dev/auto-settle {"afterMs"}`: the demo's automatic approval, on again. */
  "auto-settle": decodedAction(AutoSettleRequest, ({ afterMs }, { state }) => {
    settlementOf(state).afterMs = afterMs
    for (const record of state.transactions.pending("withdraw")) scheduleAutoSettle(state, record.id)
  })
}
