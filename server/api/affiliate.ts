import { affiliateWithdrawalProblem, AFFILIATE_PERCENT, commissionOfAll } from "../../src/domain/affiliate"
import type { AffiliateLogEntry, AffiliateWithdrawal, DownlineBonus } from "../../src/domain/affiliate-schema"
import { sumSatang, type Satang } from "../../src/domain/money"
import { affiliateEndpoints } from "../../src/services/affiliate/endpoints"
import type { AccountState, ServerState } from "../state"
import {
  depositsWithin,
  downlinesOf,
  incomeOf,
  shownDownline,
  withdrawalsOf,
  type AffiliateWithdrawalRecord
} from "./affiliate-memory"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route, type RouteContext } from "./route"

// The affiliate programme (#12, API-32..API-37): the player's code, the income left, the downline
// (masked by the API), the bonus of a range, and 'ถอนรายได้' (an idempotent money write: into the
// game balance with its ledger row, or to the bank). A player sees only their own programme.

const TEXT = {
  badRange: "ช่วงวันที่ไม่ถูกต้อง",
  toBalance: "ยอดเงินในบัญชี"
} as const

/** The longest bonus range asked for: a year and a day (day-range.ts allows 366 Bangkok days). */
const MAX_RANGE_MS = 367 * 24 * 60 * 60 * 1000

const iso = (epochMillis: number): string => new Date(epochMillis).toISOString()

/** The signed-in player, when the path's username (or uuid) is theirs. */
const owner = <P extends string, B>(ctx: RouteContext<P, B>, param: P, of: (account: AccountState) => string) => {
  const account = signedIn(ctx)
  if (account instanceof HttpFailure) return account
  return ctx.param(param) === of(account) ? account : new HttpFailure(403, MESSAGES.forbidden)
}
const byUsername = (account: AccountState): string => account.seed.username

/** An ISO range, end excluded; a failure when unreadable, reversed or longer than a year. */
export const parseRange = (body: {
  readonly start: string
  readonly end: string
}): { readonly start: number; readonly end: number } | HttpFailure => {
  const start = Date.parse(body.start)
  const end = Date.parse(body.end)
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || end - start > MAX_RANGE_MS) {
    return new HttpFailure(400, TEXT.badRange)
  }
  return { start, end }
}

const bonusOf = (state: ServerState, upline: string, start: number, end: number): DownlineBonus => {
  const users = downlinesOf(state, upline)
    .map((downline) => ({ downline, deposits: depositsWithin(downline, start, end) }))
    .filter(({ deposits }) => deposits.length > 0)
    .map(({ downline, deposits }) => ({
      username: shownDownline(downline, state.now()).username,
      deposits: sumSatang(deposits),
      bonus: commissionOfAll(deposits)
    }))
    .sort((a, b) => b.bonus - a.bonus || a.username.localeCompare(b.username))
  return {
    total_bonus: sumSatang(users.map((user) => user.bonus)),
    total_deposits: sumSatang(users.map((user) => user.deposits)),
    downline_users: users
  }
}

/** API-37 with type "af": the income withdrawals within [start, end), newest first. */
export const affiliateLogOf = (
  state: ServerState,
  upline: string,
  start: number,
  end: number
): Array<AffiliateLogEntry> =>
  withdrawalsOf(state, upline)
    .filter((withdrawal) => withdrawal.at >= start && withdrawal.at < end)
    .sort((a, b) => b.at - a.at)
    .map((withdrawal) => ({
      kind: "af",
      id: withdrawal.id,
      amount: withdrawal.amount,
      type: withdrawal.type,
      createdAt: iso(withdrawal.at)
    }))

let made = 0

/** 'ถอนรายได้': within the income and from the minimum; into the balance (a ledger row) or to the bank. */
const withdraw = (
  state: ServerState,
  account: AccountState,
  request: { readonly amount: Satang; readonly type: "credit" | "bank" }
): AffiliateWithdrawal | HttpFailure => {
  const { username, bankName } = account.seed
  const problem = affiliateWithdrawalProblem(request.amount, incomeOf(state, username).income)
  if (problem !== null) return new HttpFailure(422, problem)
  const now = state.now()
  made += 1
  const record: AffiliateWithdrawalRecord = { id: `af-${username}-${now}-${made}`, at: now, ...request }
  withdrawalsOf(state, username).push(record)
  // The record first, so the history the credit-changed makes the app reload already holds it.
  state.transactions.record({
    id: record.id,
    username,
    kind: "affiliate",
    amount: record.amount,
    status: "approved",
    createdAt: now,
    channel: record.type === "bank" ? bankName : TEXT.toBalance
  })
  if (record.type === "credit") {
    state.changeBalance(account, {
      kind: "affiliate-income",
      amount: record.amount,
      reference: record.id,
      shownAs: record.id
    })
  }
  return {
    id: record.id,
    amount: record.amount,
    type: record.type,
    income: incomeOf(state, username).income,
    balance: account.balance,
    createdAt: iso(now)
  }
}

export const affiliateRoutes: ReadonlyArray<Route> = [
  route(affiliateEndpoints.affiliateCode, (ctx) => {
    const account = owner(ctx, "uuid", (a) => a.seed.uuid)
    return account instanceof HttpFailure ? account : { code: account.seed.affiliateCode }
  }),
  route(affiliateEndpoints.affiliateIncome, (ctx) => {
    const account = owner(ctx, "username", byUsername)
    if (account instanceof HttpFailure) return account
    return { ...incomeOf(ctx.state, account.seed.username), percent: AFFILIATE_PERCENT }
  }),
  route(affiliateEndpoints.affiliateDownline, (ctx) => {
    const account = owner(ctx, "username", byUsername)
    if (account instanceof HttpFailure) return account
    const now = ctx.state.now()
    const members = downlinesOf(ctx.state, account.seed.username)
      .map((downline) => shownDownline(downline, now))
      .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt) || a.ref.localeCompare(b.ref))
    return { total: members.length, active: members.filter((m) => m.active).length, members }
  }),
  route(
    affiliateEndpoints.downlineBonus,
    (ctx) => {
      const account = owner(ctx, "username", byUsername)
      if (account instanceof HttpFailure) return account
      const range = parseRange(ctx.body)
      return range instanceof HttpFailure ? range : bonusOf(ctx.state, account.seed.username, range.start, range.end)
    },
    { openInMaintenance: true }
  ),
  route(
    affiliateEndpoints.affiliateWithdraw,
    (ctx) => {
      const account = owner(ctx, "username", byUsername)
      return account instanceof HttpFailure ? account : withdraw(ctx.state, account, ctx.body)
    },
    { idempotent: true }
  )
]
