import { Schema } from "effect"
import { SignedMoneyFromBaht } from "../../src/domain/money-schema"
import type { Satang } from "../../src/domain/money"
import {
  isClaimable,
  lossPeriodOf,
  lostPercentOf,
  periodLoss,
  refundOf,
  type RefundDestination
} from "../../src/domain/winlost"
import type { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../src/domain/winlost-schema"
import { winlostEndpoints } from "../../src/services/winlost/endpoints"
import { affiliateLogOf } from "./affiliate"
import { decodedAction, INVALID, type DevAction } from "../dev/dev-action"
import type { AccountState, ServerState } from "../state"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"
import { winlostOf } from "./winlost-memory"

// The loss refund (issue #10 §5): the report of the current Bangkok week, the claim into the
// balance and the payout to the bank (once per period, idempotent writes), and the "wl" log.

const TEXT = {
  alreadyClaimed: "รับยอดเสียของรอบนี้แล้ว",
  nothingToClaim: "ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้",
  amountChanged: "ยอดคืนไม่ตรงกับรอบปัจจุบัน กรุณาโหลดหน้าใหม่",
  badRange: "ช่วงวันที่ไม่ถูกต้อง"
} as const

const iso = (epochMillis: number): string => new Date(epochMillis).toISOString()

const forbidden = (): HttpFailure => new HttpFailure(403, MESSAGES.forbidden)

const reportOf = (state: ServerState, account: AccountState): WinlostReport => {
  const now = state.now()
  const period = lossPeriodOf(now)
  const record = winlostOf(state, account.seed.username)
  const loss = periodLoss(record.results.filter((r) => r.at >= period.start && r.at < period.end).map((r) => r.win))
  const percent = lostPercentOf(account.seed.level)
  const paid = record.refunds.find((refund) => refund.periodStart === period.start)
  return {
    periodStart: iso(period.start),
    periodEnd: iso(period.end),
    loss,
    percent,
    refund: paid?.amount ?? refundOf(loss, percent),
    claimed: paid !== undefined,
    claimedAt: paid === undefined ? null : iso(paid.at),
    claimedTo: paid?.destination ?? null
  }
}

/** Pays this period's refund once: into the balance (with its ledger row) or to the bank. */
const payOut = (
  state: ServerState,
  account: AccountState,
  destination: RefundDestination,
  expected: Satang | null
): WinlostPayout | HttpFailure => {
  const report = reportOf(state, account)
  if (report.claimed) return new HttpFailure(409, TEXT.alreadyClaimed)
  if (!isClaimable(report)) return new HttpFailure(422, TEXT.nothingToClaim)
  if (expected !== null && expected !== report.refund) return new HttpFailure(422, TEXT.amountChanged)
  const now = state.now()
  const period = lossPeriodOf(now)
  const id = `wl-${account.seed.username}-${period.start}`
  winlostOf(state, account.seed.username).refunds.push({
    id,
    periodStart: period.start,
    periodEnd: period.end,
    loss: report.loss,
    percent: report.percent,
    amount: report.refund,
    destination,
    at: now
  })
  // The record first: the balance's move is shown on it.
  state.transactions.record({
    id,
    username: account.seed.username,
    kind: "refund",
    amount: report.refund,
    status: "approved",
    createdAt: now,
    channel: destination === "bank" ? account.seed.bankName : "ยอดเงินในบัญชี"
  })
  if (destination === "balance") {
    state.changeBalance(account, { kind: "loss-refund", amount: report.refund, reference: id, shownAs: id })
  }
  return {
    id,
    amount: report.refund,
    destination,
    balance: account.balance,
    claimedAt: iso(now),
    periodStart: report.periodStart
  }
}

const logOf = (state: ServerState, account: AccountState, start: number, end: number): Array<WinlostLogEntry> =>
  winlostOf(state, account.seed.username)
    .refunds.filter((refund) => refund.at >= start && refund.at < end)
    .sort((a, b) => b.at - a.at)
    .map((refund) => ({
      id: refund.id,
      periodStart: iso(refund.periodStart),
      periodEnd: iso(refund.periodEnd),
      loss: refund.loss,
      percent: refund.percent,
      amount: refund.amount,
      destination: refund.destination,
      createdAt: iso(refund.at)
    }))

export const winlostRoutes: ReadonlyArray<Route> = [
  route(winlostEndpoints.winlostReport, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    if (ctx.param("username") !== account.seed.username) return forbidden()
    return reportOf(ctx.state, account)
  }),
  route(
    winlostEndpoints.winlostClaim,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (ctx.param("username") !== account.seed.username) return forbidden()
      return payOut(ctx.state, account, "balance", null)
    },
    { idempotent: true }
  ),
  route(
    winlostEndpoints.transferToBank,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      return payOut(ctx.state, account, "bank", ctx.body.amount)
    },
    { idempotent: true }
  ),
  route(
    winlostEndpoints.logOfKind,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (ctx.param("username") !== account.seed.username) return forbidden()
      const start = Date.parse(ctx.body.start)
      const end = Date.parse(ctx.body.end)
      if (Number.isNaN(start) || Number.isNaN(end) || end < start) return new HttpFailure(400, TEXT.badRange)
      // One call for both log kinds (ENT-17): "af" lines are the affiliate area's.
      const username = account.seed.username
      return ctx.body.type === "wl"
        ? logOf(ctx.state, account, start, end)
        : affiliateLogOf(ctx.state, username, start, end)
    },
    { openInMaintenance: true }
  )
]

/** `POST /__dev/game-result {"username", "win"}`: a settled round now (win in baht, negative for a loss). */
const GameResultRequest = Schema.Struct({ username: Schema.String, win: SignedMoneyFromBaht })

export const winlostDevActions: Readonly<Record<string, DevAction>> = {
  "game-result": decodedAction(GameResultRequest, ({ username, win }, { state }) => {
    const account = state.accountOf(username)
    if (account === undefined) return INVALID
    winlostOf(state, username).results.push({ at: state.now(), win })
  })
}
