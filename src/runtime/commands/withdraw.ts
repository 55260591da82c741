import { Clock, Effect } from "effect"
import type { Satang } from "../../domain/money"
import { userUuid } from "../../domain/user"
import { bangkokDayKey } from "../../domain/bangkok-date"
import type { WithdrawRequest } from "../../domain/withdraw"
import { selectCurrentUser } from "../../events/session/selectors"
import {
  PublicWithdrawalsEvents,
  WithdrawDone,
  WithdrawListsEvents,
  WithdrawRetryDone,
  WithdrawRetryWrite,
  WithdrawVerified,
  WithdrawWrite
} from "../../events/withdraw/events"
import { selectWithdrawalStatus, selectWithdrawRetryStatus } from "../../events/withdraw/selectors"
import { WithdrawService } from "../../services/withdraw/withdraw-service"
import { currentState, dispatch, loadDataset, settle } from "./dispatch"
import { moneyWriteResult, onceOnlyWrite, pressWrite, verifyWrite } from "./once-only-write"
import { refreshCredit } from "./player"

// Withdrawals (issue #10 §3) by the money rules (money.md), through once-only-write.ts: one in
// flight, one Idempotency-Key per intent, a lost answer read back from the lists, never resent.

/** Today's Bangkok day, read here so that it travels in the event. */
const today = Effect.map(Clock.currentTimeMillis, bangkokDayKey)

const playerUuid = Effect.map(currentState, (state) => userUuid(selectCurrentUser(state)))

/** Reads the open requests and the history together; succeeds with whether both answered. */
export const loadWithdraw = Effect.gen(function* () {
  const uuid = yield* playerUuid
  if (uuid === null) return false
  const service = yield* WithdrawService
  const facts = { today: yield* today }
  yield* dispatch(WithdrawListsEvents.make.loading(facts))
  return yield* settle(
    Effect.all({ requests: service.requests(uuid), history: service.history(uuid) }, { concurrency: 2 }),
    (lists) => dispatch(WithdrawListsEvents.make.loaded(facts, lists)),
    (failure) => WithdrawListsEvents.make.failed(facts, failure)
  )
})

/** GET /api/withdraw/history (API-07): the public strip, a guest's too. */
export const loadPublicWithdrawals = Effect.gen(function* () {
  const service = yield* WithdrawService
  yield* loadDataset(PublicWithdrawalsEvents, {}, service.publicFeed)
})

const knownIds = Effect.map(
  currentState,
  (state) => new Set([...state.withdraw.requestList, ...state.withdraw.history].map((item) => item.id))
)

/**
 * Reads the lists after an unsure write and says what they show: `found` picks the request that
 * tells the write happened. A failed read leaves 'ตรวจสอบอีกครั้ง' (the slice), nothing is resent.
 */
const readOutcome = (found: (lists: ReadonlyArray<WithdrawRequest>) => WithdrawRequest | undefined) =>
  Effect.gen(function* () {
    if (!(yield* loadWithdraw)) return "unreadable" as const
    const { withdraw } = yield* currentState
    const request = found([...withdraw.requestList, ...withdraw.history]) ?? null
    yield* dispatch(WithdrawVerified.make({ request }))
    return request === null ? ("not-done" as const) : ("done" as const)
  })

/** A new request of this amount that was not in the lists before the press. */
const newRequestOf = (amount: Satang, before: ReadonlySet<string>) => (lists: ReadonlyArray<WithdrawRequest>) =>
  lists.find((item) => !before.has(item.id) && item.amount === amount)

/** The retried request, once the lists show it is no longer a failed transfer. */
const retried = (requestId: string) => (lists: ReadonlyArray<WithdrawRequest>) =>
  lists.find((item) => item.id === requestId && item.status !== "failed")

/** A withdrawal's read-back: a new request of its amount, beside those known before (`before`). */
const withdrawalReadBack = (before: ReadonlySet<string>) => ({
  events: WithdrawWrite,
  status: selectWithdrawalStatus,
  readBack: ({ amount }: { readonly amount: Satang }) => readOutcome(newRequestOf(amount, before))
})

/** A retry's read-back: the request no longer a failed transfer. */
const retryReadBack = {
  events: WithdrawRetryWrite,
  status: selectWithdrawRetryStatus,
  readBack: ({ requestId }: { readonly requestId: string }) => readOutcome(retried(requestId))
}

/**
 * 'ยืนยันการถอน': POST /api/auth/withdraw/{uuid}. Ignored while a write is in flight or being read;
 * a withdrawal of the same amount whose outcome was not known reuses its key. The balance is read
 * again after anything that may have held money.
 */
export const withdraw = (amount: Satang) =>
  Effect.gen(function* () {
    const uuid = yield* playerUuid
    if (uuid === null) return "not-done" as const
    const write = onceOnlyWrite({
      ...withdrawalReadBack(yield* knownIds),
      press: () => ({ amount }),
      sameIntent: (pending) => pending.amount === amount,
      send: (key: string) => Effect.flatMap(WithdrawService, (service) => service.withdraw(uuid, amount, key)),
      done: (request: WithdrawRequest) => dispatch(WithdrawDone.make({ request }))
    })
    const outcome = moneyWriteResult(yield* pressWrite(write))
    if (outcome === "done" || outcome === "unknown") yield* refreshCredit
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads the outcome of an unsure withdrawal or retry again; sends nothing. */
export const verifyWithdraw = Effect.gen(function* () {
  const { withdraw: lists } = yield* currentState
  const outcome = moneyWriteResult(
    yield* lists.write.retry !== null ? verifyWrite(retryReadBack) : verifyWrite(withdrawalReadBack(yield* knownIds))
  )
  yield* refreshCredit
  return outcome
})

/** 'ลองใหม่' on a failed transfer: POST /api/auth/withdraw/retry (OPEN-30), once per press. */
export const retryWithdraw = (requestId: string) =>
  Effect.gen(function* () {
    const write = onceOnlyWrite({
      ...retryReadBack,
      press: () => ({ requestId }),
      sameIntent: (pending) => pending.requestId === requestId,
      send: (key: string) => Effect.flatMap(WithdrawService, (service) => service.retry(requestId, key)),
      done: (request: WithdrawRequest) => dispatch(WithdrawRetryDone.make({ request }))
    })
    const outcome = moneyWriteResult(yield* pressWrite(write))
    if (outcome !== "refused") yield* refreshCredit
    return outcome
  })
