import { Effect } from "effect"
import { slipFileProblem } from "../../domain/slip"
import {
  SlipCleared,
  SlipDepositDone,
  SlipDepositFailed,
  SlipDepositStarted,
  SlipDepositUnsure,
  SlipDepositVerifyStarted,
  SlipFileRefused,
  SlipMyRequestsEvents,
  SlipUploadCancelled,
  SlipUploadProgressed,
  SlipVerifyEvents
} from "../../events/slip/events"
import {
  selectSlipDepositBusy,
  selectSlipPendingKey,
  selectSlipPendingRef,
  selectSlipUploading,
  selectSlipVerify
} from "../../events/slip/selectors"
import { callFailure } from "../../domain/failure"
import { SlipService } from "../../services/slip/slip-service"
import { AppStore } from "../app-store"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { endsSession, loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
import { refreshCredit } from "./player"

// The deposit by slip (issue #10 §2). Verify is a read the player may cancel (interrupting it
// aborts the upload); the deposit (confirm, then request-deposit) is a money write (money.md):
// one Idempotency-Key per press of 'ยืนยันการฝาก', one in flight, a lost answer read back from the
// player's slip requests, never resent by itself.

/** GET /api/auth/slip/my/request. */
export const loadSlipRequests = Effect.gen(function* () {
  const service = yield* SlipService
  yield* loadDataset(SlipMyRequestsEvents, {}, service.myRequests)
})

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

/** Reads the player's slip requests to learn whether an unsure deposit happened (the slice matches it). */
const readOutcome = readBackWhenOnline(
  Effect.gen(function* () {
    yield* loadSlipRequests
    return (yield* currentState).slip.result.deposited !== null
  })
)

const send = (key: string, transRef: string) =>
  Effect.gen(function* () {
    const service = yield* SlipService
    // Confirm first: the slip is still unused and now held for this player. Nothing is credited
    // by it, so any failure here is a plain refusal (a lost answer included): the press may be redone.
    const confirmed = yield* Effect.either(service.confirm(transRef))
    if (confirmed._tag === "Left") {
      const error = confirmed.left
      if (error._tag === "Aborted" || (yield* endsSession(error))) return false
      yield* dispatch(SlipDepositFailed.make({ failure: callFailure(error) }))
      return false
    }
    const answer = yield* sendWrite(service.requestDeposit(transRef, key), {
      refused: (failure) => SlipDepositFailed.make({ failure }),
      unsure: (failure) => SlipDepositUnsure.make({ failure })
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(SlipDepositDone.make({ deposit: answer.value }))
        return true
      case "Refused":
      case "SessionEnded":
        return false
      case "Unsure":
        return yield* readOutcome
    }
  })

/**
 * 'ยืนยันการฝาก': confirm, then request-deposit with an Idempotency-Key made at this press (or the
 * one of this slip's deposit whose outcome is still unknown). Ignored while one is in flight or
 * being read; the balance and the list refresh after.
 */
export const depositSlip = Effect.gen(function* () {
  const state = yield* currentState
  const verified = selectSlipVerify(state)
  if (selectSlipDepositBusy(state) || verified._tag !== "Loaded") return false
  const transRef = verified.data.transRef
  const pendingKey = selectSlipPendingRef(state) === transRef ? selectSlipPendingKey(state) : null
  const key = pendingKey ?? (yield* newIdempotencyKey)
  yield* dispatch(SlipDepositStarted.make({ key, transRef }))
  const deposited: boolean = yield* runToTheEnd(send(key, transRef))
  if (deposited) yield* Effect.all([refreshCredit, loadSlipRequests], { concurrency: "unbounded", discard: true })
  return deposited
})

/** 'ตรวจสอบอีกครั้ง': reads an unsure deposit's outcome again; sends nothing. */
export const verifySlipDeposit = Effect.gen(function* () {
  if (selectSlipDepositBusy(yield* currentState)) return false
  yield* dispatch(SlipDepositVerifyStarted.make({}))
  const deposited: boolean = yield* runToTheEnd(readOutcome)
  if (deposited) yield* refreshCredit
  return deposited
})
