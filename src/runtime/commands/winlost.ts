import { Clock, Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import { earlierPeriod } from "../../domain/winlost"
import type { WinlostPayout } from "../../domain/winlost-schema"
import { selectUsername } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import {
  WinlostLogEvents,
  WinlostPaidOut,
  WinlostPayoutFailed,
  WinlostPayoutStarted,
  WinlostPayoutUnsure,
  WinlostReportEvents,
  WinlostVerifyStarted
} from "../../events/winlost/events"
import { selectWinlostBusy, selectWinlostPendingKey, selectWinlostReport } from "../../events/winlost/selectors"
import { WinlostService } from "../../services/winlost/winlost-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
import { refreshCredit } from "./player"

// The loss refund's commands (issue #10 §5): the report and the "wl" log load with the screen;
// 'รับยอดเสีย' and 'โอนเข้าบัญชีธนาคาร' are money writes that follow check-in.ts (money.md).

/** How far back the refund log reaches: half a year of weekly periods. */
const LOG_WEEKS = 26

/** What a press came to; the screen reads the details from the store. */
export type WinlostOutcome = "paid" | "already-paid" | "not-paid"

const username = Effect.map(currentState, selectUsername)

export const loadWinlostReport = Effect.gen(function* () {
  const name = yield* username
  if (name === null) return
  const service = yield* WinlostService
  yield* loadDataset(WinlostReportEvents, {}, service.report(name))
})

/** API-37 with type "wl" over the last LOG_WEEKS weeks up to now (the range is read from the clock here). */
export const loadWinlostLog = Effect.gen(function* () {
  const name = yield* username
  if (name === null) return
  const now = yield* Clock.currentTimeMillis
  const range = {
    start: new Date(earlierPeriod(now, LOG_WEEKS).start).toISOString(),
    end: new Date(now + 1).toISOString()
  }
  const service = yield* WinlostService
  yield* loadDataset(WinlostLogEvents, {}, service.log(name, range))
})

/** The screen's load: the report and the log side by side. */
export const loadWinlost = Effect.all([loadWinlostReport, loadWinlostLog], { concurrency: 2, discard: true })

/** The HTTP status of the server's 'รับยอดเสียของรอบนี้แล้ว'. */
const ALREADY_CLAIMED = 409
const isAlreadyClaimed = (error: ApiError): boolean => error._tag === "ServerError" && error.status === ALREADY_CLAIMED

/** Reads the report to learn an unsure payout's outcome (the slice matches it). */
const readOutcome = readBackWhenOnline(
  Effect.gen(function* () {
    yield* loadWinlostReport
    const report = selectWinlostReport(yield* currentState)
    return report._tag === "Loaded" && report.data.claimed
  })
)

const send = (call: Effect.Effect<WinlostPayout, ApiError>) =>
  Effect.gen(function* () {
    const answer = yield* sendWrite(call, {
      refused: (failure) => WinlostPayoutFailed.make({ failure }),
      unsure: (failure) => WinlostPayoutUnsure.make({ failure }),
      alsoUnsure: isAlreadyClaimed
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(WinlostPaidOut.make({ payout: answer.value }))
        return "paid" as const
      case "Refused":
      case "SessionEnded":
        return "not-paid" as const
      case "Unsure": {
        if (!(yield* readOutcome)) return "not-paid" as const
        return answer.failure.status === ALREADY_CLAIMED ? ("already-paid" as const) : ("paid" as const)
      }
    }
  })

/**
 * A payout with an Idempotency-Key made for this press (or the key of an unsure payout to the same
 * destination). Ignored while another is in flight or being read, so a double press sends once;
 * never interrupted by leaving the screen. Then the balance and the log refresh.
 */
const payOut = (destination: "balance" | "bank") =>
  Effect.gen(function* () {
    const state = yield* currentState
    if (selectWinlostBusy(state)) return "not-paid" as const
    if (!selectOnline(state)) return "not-paid" as const
    const report = selectWinlostReport(state)
    const name = selectUsername(state)
    if (report._tag !== "Loaded" || name === null) return "not-paid" as const
    const key = selectWinlostPendingKey(state, destination) ?? (yield* newIdempotencyKey)
    const service = yield* WinlostService
    const call = destination === "balance" ? service.claim(name, key) : service.transferToBank(report.data.refund, key)
    yield* dispatch(WinlostPayoutStarted.make({ destination, key }))
    const outcome: WinlostOutcome = yield* runToTheEnd(send(call))
    if (outcome !== "not-paid") yield* Effect.all([refreshCredit, loadWinlostLog], { concurrency: 2, discard: true })
    return outcome
  })

/** 'รับยอดเสีย': this period's refund into the balance. */
export const claimWinlost = payOut("balance")
/** 'โอนเข้าบัญชีธนาคาร' (after its confirmation): this period's refund to the player's bank account. */
export const transferWinlostToBank = payOut("bank")

/** 'ตรวจสอบอีกครั้ง': reads an unsure payout's outcome again; sends nothing. */
export const verifyWinlost = Effect.gen(function* () {
  if (selectWinlostBusy(yield* currentState)) return "not-paid" as const
  yield* dispatch(WinlostVerifyStarted.make({}))
  const done: boolean = yield* runToTheEnd(readOutcome)
  if (done) yield* Effect.all([refreshCredit, loadWinlostLog], { concurrency: 2, discard: true })
  return done ? ("paid" as const) : ("not-paid" as const)
})
