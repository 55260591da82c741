import { Clock, Effect } from "effect"
import type { AffiliatePayoutType } from "../../domain/affiliate"
import type { AffiliateLogEntry, AffiliateWithdrawal } from "../../domain/affiliate-schema"
import type { DayRange } from "../../domain/day-range"
import type { ApiError } from "../../domain/errors"
import type { Satang } from "../../domain/money"
import { userUuid } from "../../domain/user"
import {
  AffiliateBonusEvents,
  AffiliateCodeEvents,
  AffiliateDownlineEvents,
  AffiliateIncomeEvents,
  AffiliateLogEvents,
  AffiliateWithdrawCleared,
  AffiliateWithdrawFailed,
  AffiliateWithdrawn,
  AffiliateWithdrawStarted,
  AffiliateWithdrawUnsure,
  AffiliateWithdrawVerified,
  AffiliateWithdrawVerifyStarted
} from "../../events/affiliate/events"
import { selectAffiliateBusy, selectAffiliateLog, selectAffiliateWithdraw } from "../../events/affiliate/selectors"
import { selectCurrentUser, selectUsername } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import { AffiliateService, type InstantRange } from "../../services/affiliate/affiliate-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
import { refreshCredit } from "./player"

// The affiliate programme's commands (#12): the screen's reads, the bonus of a picked range, and
// 'ถอนรายได้', a money write that follows check-in.ts (money.md): one in flight, one
// Idempotency-Key per intent, a lost answer read back from the "af" log, never resent by itself.

/** How far back the withdrawal history reaches: 180 days. */
const LOG_SPAN_MS = 180 * 24 * 60 * 60 * 1000

/** What a withdrawal press came to; the screen reads the details from the store. */
export type AffiliateWithdrawOutcome = "done" | "refused" | "not-done" | "unknown"

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

const knownIds = Effect.map(currentState, (state): ReadonlySet<string> => {
  const log = selectAffiliateLog(state)
  return new Set(log._tag === "Loaded" ? log.data.map((entry) => entry.id) : [])
})

/**
 * Reads the "af" log after an unsure withdrawal: a line that was not there before the press, of
 * the same amount and type, says it happened. An unreadable log leaves 'ตรวจสอบอีกครั้ง' (the slice).
 */
const readOutcome = (amount: Satang, type: AffiliatePayoutType, before: ReadonlySet<string>) =>
  readBackWhenOnline(
    Effect.gen(function* () {
      if (!(yield* loadAffiliateLog)) return "unknown" as const
      const log = selectAffiliateLog(yield* currentState)
      const lines: ReadonlyArray<AffiliateLogEntry> = log._tag === "Loaded" ? log.data : []
      const entry = lines.find((line) => !before.has(line.id) && line.amount === amount && line.type === type) ?? null
      yield* dispatch(AffiliateWithdrawVerified.make({ entry }))
      return entry === null ? ("not-done" as const) : ("done" as const)
    })
  )

const send = (
  call: Effect.Effect<AffiliateWithdrawal, ApiError>,
  request: { readonly amount: Satang; readonly type: AffiliatePayoutType },
  before: ReadonlySet<string>
) =>
  Effect.gen(function* () {
    const answer = yield* sendWrite(call, {
      refused: (failure) => AffiliateWithdrawFailed.make({ failure }),
      unsure: (failure) => AffiliateWithdrawUnsure.make({ failure })
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(AffiliateWithdrawn.make({ withdrawal: answer.value }))
        return "done" as const
      case "Refused":
        return "refused" as const
      case "SessionEnded":
        return "unknown" as const
      case "Unsure":
        return yield* readOutcome(request.amount, request.type, before)
    }
  })

/** After anything that may have moved money: the balance and the screen's money, side by side. */
const afterMoneyMoved = Effect.all([refreshCredit, reloadAffiliateMoney], { concurrency: 2, discard: true })

/**
 * 'ยืนยันถอนรายได้': POST /api/auth/affiliate/withdraw/{username} `{ amount, type }`. Ignored while
 * another is in flight or being read (a double press sends once) and offline; a withdrawal of the
 * same amount and type whose outcome was not known reuses its key. Never interrupted by leaving.
 */
export const withdrawAffiliateIncome = (amount: Satang, type: AffiliatePayoutType) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const name = selectUsername(state)
    if (name === null || selectAffiliateBusy(state) || !selectOnline(state)) return "not-done" as const
    const { pending } = selectAffiliateWithdraw(state)
    const resend = pending !== null && pending.amount === amount && pending.type === type ? pending : null
    const key = resend?.key ?? (yield* newIdempotencyKey)
    // A resend of an unsure withdrawal keeps what was known at its first press.
    const before = resend === null ? yield* knownIds : new Set(resend.known)
    const service = yield* AffiliateService
    yield* dispatch(AffiliateWithdrawStarted.make({ key, amount, type, known: [...before] }))
    const outcome: AffiliateWithdrawOutcome = yield* runToTheEnd(
      send(service.withdraw(name, { amount, type }, key), { amount, type }, before)
    )
    if (outcome === "done" || outcome === "unknown") yield* afterMoneyMoved
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure withdrawal's outcome again; sends nothing. */
export const verifyAffiliateWithdrawal = Effect.gen(function* () {
  const state = yield* currentState
  const { pending } = selectAffiliateWithdraw(state)
  if (selectAffiliateBusy(state) || pending === null) return "not-done" as const
  // What was known at the press, not the log shown now: a reload since (after the lost answer, or
  // pushed by the socket) may already show the withdrawal, which must then read as done.
  const before = new Set(pending.known)
  yield* dispatch(AffiliateWithdrawVerifyStarted.make({}))
  const outcome: AffiliateWithdrawOutcome = yield* runToTheEnd(readOutcome(pending.amount, pending.type, before))
  if (outcome === "done") yield* afterMoneyMoved
  return outcome
})

/** The dialog opened again: the last outcome's message goes (a pending key stays for a resend). */
export const clearAffiliateWithdrawal = dispatch(AffiliateWithdrawCleared.make({}))
