import { bankOfName } from "../../src/domain/banks"
import { PUBLIC_FEED_SEED } from "../../src/domain/demo/withdraw"
import { maskUsername } from "../../src/domain/masking"
import { subtractSatang, ZERO_SATANG } from "../../src/domain/money"
import { bangkokDayKey, isOpen, todayUsage, withdrawalProblem, type PublicWithdrawal } from "../../src/domain/withdraw"
import { withdrawEndpoints } from "../../src/services/withdraw/endpoints"
import type { AccountState, ServerState } from "../state"
import type { TransactionRecord } from "../transactions"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"
import { nextWithdrawalId, requestOf, scheduleAutoSettle } from "./withdraw-settlement"

// Withdrawals (issue #10 §3): the rules of src/domain/withdraw.ts, the same the screen validates
// with; the amount is held at once (a "withdrawal" ledger row) and the request recorded in the
// server's transactions, where the operator (withdraw-settlement.ts) settles it.

const NOT_RETRYABLE = "รายการนี้ลองใหม่ไม่ได้"
/** The refusal status of a rule (the message is the rule's Thai text). */
const REFUSED = 400
/** How many rows the public feed sends. */
const PUBLIC_FEED_SIZE = 10

const withdrawalsOf = (state: ServerState, username: string): ReadonlyArray<TransactionRecord> =>
  state.transactions.of(username, ["withdraw"])

const ownAccount = (account: AccountState | HttpFailure, uuid: string): AccountState | HttpFailure => {
  if (account instanceof HttpFailure) return account
  return uuid === account.seed.uuid ? account : new HttpFailure(403, MESSAGES.forbidden)
}

const withdraw = (state: ServerState, account: AccountState, amount: TransactionRecord["amount"]) => {
  const now = state.now()
  const mine = withdrawalsOf(state, account.seed.username).map(requestOf)
  const usage = todayUsage(mine, bangkokDayKey(now))
  const problem = withdrawalProblem({ amount, balance: account.balance, level: account.seed.level, ...usage })
  if (problem !== null) return new HttpFailure(REFUSED, problem)
  const id = nextWithdrawalId(state)
  const record = state.transactions.record({
    id,
    username: account.seed.username,
    kind: "withdraw",
    amount,
    createdAt: now,
    channel: bankOfName(account.seed.bankName)?.name ?? account.seed.bankName
  })
  // Held at once: the balance drops now (the record shows it); a rejection gives it back.
  state.changeBalance(account, {
    kind: "withdrawal",
    amount: subtractSatang(ZERO_SATANG, amount),
    reference: id,
    shownAs: id
  })
  scheduleAutoSettle(state, id)
  return requestOf(record)
}

/** The public feed: players' approved withdrawals (the demo's others, then every real one). */
const publicFeed = (state: ServerState): ReadonlyArray<PublicWithdrawal> => {
  const now = state.now()
  const seeded = PUBLIC_FEED_SEED.map((row) => ({
    username: row.username,
    amount: row.amount,
    at: now - row.minutesAgo * 60_000
  }))
  const real = state
    .allAccounts()
    .flatMap((account) => withdrawalsOf(state, account.seed.username))
    .filter((record) => record.status === "approved")
    .map((record) => ({ username: record.username, amount: record.amount, at: record.updatedAt }))
  return [...seeded, ...real]
    .sort((a, b) => b.at - a.at)
    .slice(0, PUBLIC_FEED_SIZE)
    .map((row) => ({
      username: maskUsername(row.username),
      amount: row.amount,
      createdAt: new Date(row.at).toISOString()
    }))
}

export const withdrawRoutes: ReadonlyArray<Route> = [
  // Before `withdraw`, whose /:uuid would take "retry" for a uuid.
  route(
    withdrawEndpoints.retryWithdraw,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const record = ctx.state.transactions.find(ctx.body.requestId)
      if (record === undefined || record.username !== account.seed.username || record.kind !== "withdraw") {
        return new HttpFailure(404, NOT_RETRYABLE)
      }
      if (record.status !== "failed") return new HttpFailure(409, NOT_RETRYABLE)
      // The same withdrawal queued again: its money is still held, so the balance does not move.
      const queued = ctx.state.transactions.settle(record.id, "pending", ctx.state.now()) ?? record
      scheduleAutoSettle(ctx.state, record.id)
      ctx.state.notifyMoneyChanged(account.seed.username, "withdrawal-retry")
      return requestOf(queued)
    },
    { idempotent: true }
  ),
  route(
    withdrawEndpoints.withdraw,
    (ctx) => {
      const account = ownAccount(signedIn(ctx), ctx.param("uuid"))
      if (account instanceof HttpFailure) return account
      return withdraw(ctx.state, account, ctx.body.amount)
    },
    { idempotent: true }
  ),
  route(withdrawEndpoints.withdrawRequests, (ctx) => {
    const account = ownAccount(signedIn(ctx), ctx.param("uuid"))
    if (account instanceof HttpFailure) return account
    return withdrawalsOf(ctx.state, account.seed.username)
      .filter((record) => isOpen(record.status))
      .map(requestOf)
  }),
  route(withdrawEndpoints.withdrawHistory, (ctx) => {
    const account = ownAccount(signedIn(ctx), ctx.param("uuid"))
    if (account instanceof HttpFailure) return account
    return withdrawalsOf(ctx.state, account.seed.username)
      .filter((record) => !isOpen(record.status))
      .map(requestOf)
  }),
  route(withdrawEndpoints.publicWithdrawals, (ctx) => publicFeed(ctx.state))
]
