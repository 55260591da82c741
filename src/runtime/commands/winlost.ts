import { Clock, Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import type { Satang } from "../../domain/money"
import { earlierPeriod } from "../../domain/winlost"
import type { WinlostPayout } from "../../domain/winlost-schema"
import { selectUsername } from "../../events/session/selectors"
import { WinlostLogEvents, WinlostPaidOut, WinlostPayoutWrite, WinlostReportEvents } from "../../events/winlost/events"
import { selectWinlostReport, selectWinlostWrite, type WinlostDestination } from "../../events/winlost/selectors"
import { WinlostService } from "../../services/winlost/winlost-service"
import { currentState, dispatch, loadDataset } from "./dispatch"
import { onceOnlyWrite, pressWrite, verifyWrite, type WriteOutcome } from "./once-only-write"
import { refreshCredit } from "./player"

// The loss refund's commands (issue #10 §5): the report and the "wl" log load with the screen;
// 'รับยอดเสีย' and 'โอนเข้าบัญชีธนาคาร' are money writes declared with once-only-write.ts (money.md).

/** How far back the refund log reaches: half a year of weekly periods. */
const LOG_WEEKS = 26

/** What a press came to; the screen reads the details from the store. */
export type WinlostOutcome = "paid" | "already-paid" | "not-paid"

const username = Effect.map(currentState, selectUsername)

/** The report; succeeds with whether it loaded. */
const readReport = Effect.gen(function* () {
  const name = yield* username
  if (name === null) return false
  const service = yield* WinlostService
  return yield* loadDataset(WinlostReportEvents, {}, service.report(name))
})

export const loadWinlostReport = Effect.asVoid(readReport)

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
/**
 * Besides a lost answer, the server saying this period is claimed already says nothing certain
 * about this press (another tab's may have done it): the report is read, never guessed (money.md).
 */
const isAlreadyClaimed = (error: ApiError): boolean => error._tag === "ServerError" && error.status === ALREADY_CLAIMED

/**
 * Reads the report to learn an unsure payout's outcome (the slice matches it too): claimed means it
 * happened, here or elsewhere.
 */
const readOutcome = Effect.gen(function* () {
  if (!(yield* readReport)) return "unreadable" as const
  const report = selectWinlostReport(yield* currentState)
  return report._tag === "Loaded" && report.data.claimed ? ("done" as const) : ("not-done" as const)
})

/** What a payout keeps for a resend and its read-back: where it goes. */
interface PayoutAtPress {
  readonly destination: WinlostDestination
}

/** What a press carries: where it goes, and what its call needs (the player, this period's refund). */
interface PayoutPress extends PayoutAtPress {
  readonly username: string
  readonly refund: Satang
}

/** 'ตรวจสอบอีกครั้ง' needs the payout's record as it is, whichever its destination. */
const payoutReadBack = {
  events: WinlostPayoutWrite,
  status: selectWinlostWrite,
  readBack: () => readOutcome
}

/**
 * A payout to `destination`, a once-only write: a fresh key per press, or the key of an unsure
 * payout to the same destination (one to the other destination is another intent, with its own
 * key); ignored while one is in flight or being read, so a double press sends once; never
 * interrupted by leaving the screen.
 */
const payoutWrite = (destination: WinlostDestination) =>
  onceOnlyWrite({
    ...payoutReadBack,
    events: {
      make: {
        ...WinlostPayoutWrite.make,
        // The event carries the destination; the player and the amount are the call's.
        started: (key: string, press: PayoutPress) =>
          WinlostPayoutWrite.make.started(key, { destination: press.destination })
      }
    },
    sameIntent: (pending) => pending.destination === destination,
    press: (state): PayoutPress | null => {
      const report = selectWinlostReport(state)
      const username = selectUsername(state)
      if (report._tag !== "Loaded" || username === null) return null
      return { destination, username, refund: report.data.refund }
    },
    send: (key, press: PayoutPress) =>
      Effect.flatMap(WinlostService, (service) =>
        press.destination === "balance" ? service.claim(press.username, key) : service.transferToBank(press.refund, key)
      ),
    alsoUnsure: isAlreadyClaimed,
    done: (payout: WinlostPayout) => dispatch(WinlostPaidOut.make({ payout }))
  })

/** What a press or a verification came to (a 409 read back as claimed: 'already'). */
const outcomeOf = (outcome: WriteOutcome<WinlostPayout>): WinlostOutcome => {
  switch (outcome._tag) {
    case "Done":
      return "paid"
    case "ReadDone":
      return outcome.failure?.status === ALREADY_CLAIMED ? "already-paid" : "paid"
    case "Refused":
    case "NotDone":
    case "Unknown":
    case "NotSent":
    case "SessionEnded":
      return "not-paid"
  }
}

/** After a payout the balance and the log refresh. */
const afterwards = (outcome: WinlostOutcome) =>
  outcome === "not-paid" ? Effect.void : Effect.all([refreshCredit, loadWinlostLog], { concurrency: 2, discard: true })

const payOut = (destination: WinlostDestination) =>
  Effect.gen(function* () {
    const outcome = outcomeOf(yield* pressWrite(payoutWrite(destination)))
    yield* afterwards(outcome)
    return outcome
  })

/** 'รับยอดเสีย': this period's refund into the balance. */
export const claimWinlost = payOut("balance")
/** 'โอนเข้าบัญชีธนาคาร' (after its confirmation): this period's refund to the player's bank account. */
export const transferWinlostToBank = payOut("bank")

/** 'ตรวจสอบอีกครั้ง': reads an unsure payout's outcome again; sends nothing. */
export const verifyWinlost = Effect.gen(function* () {
  const outcome = outcomeOf(yield* verifyWrite(payoutReadBack))
  yield* afterwards(outcome)
  return outcome
})
