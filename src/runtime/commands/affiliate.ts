import { Clock, Effect } from "effect"
import type { AffiliatePayoutType } from "../../domain/affiliate"
import type { AffiliateLogEntry, AffiliateWithdrawal } from "../../domain/affiliate-schema"
import type { DayRange } from "../../domain/day-range"
import type { Satang } from "../../domain/money"
import { userUuid } from "../../domain/user"
import {
  AffiliateBonusEvents,
  AffiliateCodeEvents,
  AffiliateDownlineEvents,
  AffiliateIncomeEvents,
  AffiliateLogEvents,
  AffiliateWithdrawCleared,
  AffiliateWithdrawn,
  AffiliateWithdrawVerified,
  AffiliateWithdrawWrite
} from "../../events/affiliate/events"
import { selectAffiliateLog, selectAffiliateWithdraw } from "../../events/affiliate/selectors"
import { selectCurrentUser, selectUsername } from "../../events/session/selectors"
import type { AppState } from "../../events/state"
import { AffiliateService, type InstantRange } from "../../services/affiliate/affiliate-service"
import { currentState, dispatch, loadDataset } from "./dispatch"
import { moneyWriteResult, onceOnlyWrite, pressWrite, verifyWrite, type MoneyWriteResult } from "./once-only-write"
import { refreshCredit } from "./player"

// The affiliate programme's commands (#12): the screen's reads, the bonus of a picked range, and
// 'ถอนรายได้', a once-only money write (money.md, once-only-write.ts): one in flight, one
// Idempotency-Key per intent, a lost answer read back from the "af" log, never resent by itself.

/** How far back the withdrawal history reaches: 180 days. */
const LOG_SPAN_MS = 180 * 24 * 60 * 60 * 1000

/** What a withdrawal press came to; the screen reads the details from the store. */
export type AffiliateWithdrawOutcome = MoneyWriteResult

const username = Effect.map(currentState, selectUsername)

export const loadAffiliateCode = Effect.gen(function* () {
  const uuid = userUuid(selectCurrentUser(yield* currentState))
  if (uuid === null) return
  const service = yield* AffiliateService
  yield* loadDataset(AffiliateCodeEvents, {}, service.code(uuid))
})

export const loadAffiliateIncome = Effect.gen(function* () {
  const name = yield* username
  if (name === null) return
  const service = yield* AffiliateService
  yield* loadDataset(AffiliateIncomeEvents, {}, service.income(name))
})

export const loadAffiliateDownline = Effect.gen(function* () {
  const name = yield* username
  if (name === null) return
  const service = yield* AffiliateService
  yield* loadDataset(AffiliateDownlineEvents, {}, service.downline(name))
})

/** API-37 with type "af" over the last 180 days up to now (the range read from the clock here). */
export const loadAffiliateLog = Effect.gen(function* () {
  const name = yield* username
  if (name === null) return false
  const now = yield* Clock.currentTimeMillis
  const range = { start: new Date(now - LOG_SPAN_MS).toISOString(), end: new Date(now + 1).toISOString() }
  const service = yield* AffiliateService
  return yield* loadDataset(AffiliateLogEvents, {}, service.log(name, range))
})

/**
 * API-36: the bonus of the Bangkok days the player picked, asked for as their instants (the screen
 * checks the range and makes them with day-range.ts, which so stays out of the runtime's first load).
 */
export const loadAffiliateBonus = (range: DayRange, instants: InstantRange) =>
  Effect.gen(function* () {
    const name = yield* username
    if (name === null) return
    const service = yield* AffiliateService
    yield* loadDataset(AffiliateBonusEvents, { range }, service.bonus(name, instants))
  })

/** The money the screen shows, again (a money move, a withdrawal): the income and the history. */
export const reloadAffiliateMoney = Effect.all([loadAffiliateIncome, loadAffiliateLog], {
  concurrency: 2,
  discard: true
})

/** The screen's load (the bonus loads with its range, on its own). */
export const loadAffiliateScreen = Effect.all(
  [loadAffiliateCode, loadAffiliateIncome, loadAffiliateDownline, loadAffiliateLog],
  { concurrency: 4, discard: true }
)

/** What a withdrawal keeps for a resend and its read-back: what it asked for, and the log lines known at its press. */
interface WithdrawalAtPress {
  readonly amount: Satang
  readonly type: AffiliatePayoutType
  readonly known: ReadonlyArray<string>
}

/** The "af" log lines shown now: a line not among them after the press is the withdrawal, if it happened. */
const knownIds = (state: AppState): ReadonlyArray<string> => {
  const log = selectAffiliateLog(state)
  return log._tag === "Loaded" ? log.data.map((entry) => entry.id) : []
}

/**
 * Reads the "af" log after an unsure withdrawal: a line that was not there before the press (what
 * was known at the press, not the log shown now: a reload since, after the lost answer or pushed by
 * the socket, may already show it), of the same amount and type, says it happened
 * (AffiliateWithdrawVerified carries it). An unreadable log leaves 'ตรวจสอบอีกครั้ง'.
 */
const readOutcome = ({ amount, type, known }: WithdrawalAtPress) =>
  Effect.gen(function* () {
    if (!(yield* loadAffiliateLog)) return "unreadable" as const
    const log = selectAffiliateLog(yield* currentState)
    const lines: ReadonlyArray<AffiliateLogEntry> = log._tag === "Loaded" ? log.data : []
    const before = new Set(known)
    const entry = lines.find((line) => !before.has(line.id) && line.amount === amount && line.type === type) ?? null
    if (entry === null) return "not-done" as const
    yield* dispatch(AffiliateWithdrawVerified.make({ entry }))
    return "done" as const
  })

/** 'ตรวจสอบอีกครั้ง' needs the write's events, its record and its read-back. */
const withdrawReadBack = { events: AffiliateWithdrawWrite, status: selectAffiliateWithdraw, readBack: readOutcome }

/**
 * POST /api/auth/affiliate/withdraw/{username} `{ amount, type }` with its Idempotency-Key. A resend
 * of an unsure withdrawal keeps what was known at its first press.
 */
const withdrawWrite = (username: string, amount: Satang, type: AffiliatePayoutType) =>
  onceOnlyWrite({
    ...withdrawReadBack,
    // An open withdrawal of another amount or type is another intent, with a key of its own.
    sameIntent: (pending) => pending.amount === amount && pending.type === type,
    press: (state, pending): WithdrawalAtPress => ({ amount, type, known: pending?.known ?? knownIds(state) }),
    send: (key: string, press: WithdrawalAtPress) =>
      Effect.flatMap(AffiliateService, (service) =>
        service.withdraw(username, { amount: press.amount, type: press.type }, key)
      ),
    done: (withdrawal: AffiliateWithdrawal) => dispatch(AffiliateWithdrawn.make({ withdrawal }))
  })

/** After anything that may have moved money: the balance and the screen's money, side by side. */
const afterMoneyMoved = Effect.all([refreshCredit, reloadAffiliateMoney], { concurrency: 2, discard: true })

/**
 * 'ยืนยันถอนรายได้'. Ignored while another is in flight or being read (a double press sends once);
 * offline it sends nothing (AffiliateWithdrawOffline); a withdrawal of the same amount and type
 * whose outcome was not known reuses its key. Never interrupted by leaving.
 */
export const withdrawAffiliateIncome = (amount: Satang, type: AffiliatePayoutType) =>
  Effect.gen(function* () {
    const name = selectUsername(yield* currentState)
    if (name === null) return "not-done" as const
    const outcome = moneyWriteResult(yield* pressWrite(withdrawWrite(name, amount, type)))
    if (outcome === "done" || outcome === "unknown") yield* afterMoneyMoved
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure withdrawal's outcome again; sends nothing. */
export const verifyAffiliateWithdrawal = Effect.gen(function* () {
  const outcome = moneyWriteResult(yield* verifyWrite(withdrawReadBack))
  if (outcome === "done") yield* afterMoneyMoved
  return outcome
})

/** The dialog opened again: the last outcome's message goes (a pending key stays for a resend). */
export const clearAffiliateWithdrawal = dispatch(AffiliateWithdrawCleared.make({}))
