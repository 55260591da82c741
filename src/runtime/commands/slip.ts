import { Effect } from "effect"
import { NetworkError } from "../../domain/errors"
import { callFailure, type CallFailure } from "../../domain/failure"
import { slipFileProblem } from "../../domain/slip"
import type { SlipDeposited } from "../../domain/slip-schema"
import {
  SlipCleared,
  SlipDepositDone,
  SlipDepositWrite,
  SlipFileRefused,
  SlipMyRequestsEvents,
  SlipUploadCancelled,
  SlipUploadProgressed,
  SlipVerifyEvents
} from "../../events/slip/events"
import { selectSlipDepositWrite, selectSlipUploading, selectSlipVerify } from "../../events/slip/selectors"
import { SlipService } from "../../services/slip/slip-service"
import { AppStore } from "../app-store"
import { currentState, dispatch, loadDataset } from "./dispatch"
import { isLostAnswer, onceOnlyWrite, pressWrite, verifyWrite, type WriteOutcome } from "./once-only-write"
import { refreshCredit } from "./player"

// The deposit by slip (issue #10 §2). Verify is a read the player may cancel (interrupting it
// aborts the upload); the deposit (confirm, then request-deposit) is a money write (money.md):
// one Idempotency-Key per press of 'ยืนยันการฝาก', one in flight, a lost answer read back from the
// player's slip requests, never resent by itself.

/** GET /api/auth/slip/my/request; succeeds with whether it loaded. */
const readRequests = Effect.flatMap(SlipService, (service) => loadDataset(SlipMyRequestsEvents, {}, service.myRequests))

/** GET /api/auth/slip/my/request. */
export const loadSlipRequests = Effect.asVoid(readRequests)

/**
 * A chosen file: refused at once if it is not a JPEG, PNG or WebP of at most 10 MB; otherwise
 * uploaded (downscaled first when large) and verified. Progress goes into the state in tens of
 * percent. Interrupted ('ยกเลิก', or leaving the screen), the upload is aborted and the slip cleared.
 */
export const verifySlip = (file: File) =>
  Effect.gen(function* () {
    if (selectSlipUploading(yield* currentState)) return
    const problem = slipFileProblem(file)
    if (problem !== null) return yield* dispatch(SlipFileRefused.make({ problem }))
    const store = yield* AppStore
    let shown = 0
    const onProgress = (sent: number): void => {
      const percent = Math.min(100, Math.floor(sent * 10) * 10)
      if (percent <= shown) return
      shown = percent
      store.dispatch(SlipUploadProgressed.make({ percent }))
    }
    const service = yield* SlipService
    yield* loadDataset(SlipVerifyEvents, {}, service.verify(file, onProgress))
  }).pipe(Effect.onInterrupt(() => dispatch(SlipUploadCancelled.make({}))))

/** 'เลือกสลิปใหม่': the verified slip and its message go. */
export const clearSlip = dispatch(SlipCleared.make({}))

/**
 * Reads the player's slip requests to learn whether an unsure deposit happened (the slice matches
 * its slip's reference there and holds what it deposited).
 */
const readOutcome = Effect.gen(function* () {
  if (!(yield* readRequests)) return "unreadable" as const
  return (yield* currentState).slip.result.deposited !== null ? ("done" as const) : ("not-done" as const)
})

/** What a deposit keeps for a resend and its read-back: the slip's reference. */
interface SlipAtPress {
  readonly transRef: string
}

/**
 * What the write's call came to: request-deposit's answer, or confirm's lost answer. Confirm credits
 * nothing (it holds the still unused slip for this player), so its lost answer is a plain refusal,
 * not an unsure deposit: the press may be redone with a new key, and nothing is read back.
 */
type SlipAnswer =
  | { readonly _tag: "Deposited"; readonly deposit: SlipDeposited }
  | { readonly _tag: "NotConfirmed"; readonly failure: CallFailure }

/** 'ตรวจสอบอีกครั้ง' needs the deposit's record and its read-back. */
const depositReadBack = {
  events: SlipDepositWrite,
  status: selectSlipDepositWrite,
  readBack: () => readOutcome
}

/**
 * 'ยืนยันการฝาก' as a once-only write: confirm, then request-deposit with an Idempotency-Key made at
 * this press (or the one of this slip's deposit whose outcome is still unknown: another slip's is
 * another intent). Ignored while one is in flight or being read.
 */
const depositWrite = onceOnlyWrite({
  ...depositReadBack,
  sameIntent: (pending, state) => {
    const verified = selectSlipVerify(state)
    return verified._tag === "Loaded" && pending.transRef === verified.data.transRef
  },
  press: (state): SlipAtPress | null => {
    const verified = selectSlipVerify(state)
    return verified._tag === "Loaded" ? { transRef: verified.data.transRef } : null
  },
  send: (key: string, { transRef }: SlipAtPress) =>
    Effect.gen(function* () {
      const service = yield* SlipService
      // Confirm first: the slip is still unused and now held for this player. A refusal or an
      // ended session is the write's own (its failure); a lost answer is NotConfirmed (SlipAnswer).
      const confirmed = yield* Effect.either(service.confirm(transRef))
      if (confirmed._tag === "Left") {
        const error = confirmed.left
        if (!isLostAnswer(error)) return yield* Effect.fail(error)
        const lost = error._tag === "Aborted" ? new NetworkError({ message: error.message }) : error
        const answer: SlipAnswer = { _tag: "NotConfirmed", failure: callFailure(lost) }
        return answer
      }
      const deposit = yield* service.requestDeposit(transRef, key)
      const answer: SlipAnswer = { _tag: "Deposited", deposit }
      return answer
    }),
  done: (answer: SlipAnswer) =>
    answer._tag === "Deposited"
      ? dispatch(SlipDepositDone.make({ deposit: answer.deposit }))
      : dispatch(SlipDepositWrite.make.failed(answer.failure))
})

/** Whether the deposit happened, as the screen's toast needs it. */
const depositedBy = (outcome: WriteOutcome<SlipAnswer>): boolean => {
  switch (outcome._tag) {
    case "Done":
      return outcome.value._tag === "Deposited"
    case "ReadDone":
      return true
    case "Refused":
    case "NotDone":
    case "Unknown":
    case "NotSent":
    case "SessionEnded":
      return false
  }
}

/** 'ยืนยันการฝาก': the deposit, then the balance and the list refresh. */
export const depositSlip = Effect.gen(function* () {
  const deposited = depositedBy(yield* pressWrite(depositWrite))
  if (deposited) yield* Effect.all([refreshCredit, loadSlipRequests], { concurrency: "unbounded", discard: true })
  return deposited
})

/** 'ตรวจสอบอีกครั้ง': reads an unsure deposit's outcome again; sends nothing. */
export const verifySlipDeposit = Effect.gen(function* () {
  const deposited = depositedBy(yield* verifyWrite(depositReadBack))
  if (deposited) yield* refreshCredit
  return deposited
})
