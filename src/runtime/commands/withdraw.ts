import { Clock, Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import type { Satang } from "../../domain/money"
import { userUuid } from "../../domain/user"
import { bangkokDayKey } from "../../domain/bangkok-date"
import type { WithdrawOutcome, WithdrawRequest } from "../../domain/withdraw"
import type { AppEvent } from "../../events/schemas"
import { selectCurrentUser } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import {
  PublicWithdrawalsEvents,
  WithdrawDone,
  WithdrawFailed,
  WithdrawListsEvents,
  WithdrawOffline,
  WithdrawRetryDone,
  WithdrawRetryFailed,
  WithdrawRetryStarted,
  WithdrawRetryUnsure,
  WithdrawStarted,
  WithdrawUnsure,
  WithdrawVerified,
  WithdrawVerifyStarted
} from "../../events/withdraw/events"
import { selectWithdrawBusy, selectWithdrawWrite } from "../../events/withdraw/selectors"
import { WithdrawService } from "../../services/withdraw/withdraw-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset, settle } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite, type WriteEvents } from "./money-write"
import { refreshCredit } from "./player"

// Withdrawals (issue #10 §3) by the money rules (money.md), as check-in.ts: one in flight, one
// Idempotency-Key per intent, a lost answer read back from the lists, never resent by itself.

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
  readBackWhenOnline(
    Effect.gen(function* () {
      if (!(yield* loadWithdraw)) return "unknown" as const
      const { withdraw } = yield* currentState
      const request = found([...withdraw.requestList, ...withdraw.history]) ?? null
      yield* dispatch(WithdrawVerified.make({ request }))
      return request === null ? ("not-done" as const) : ("done" as const)
    })
  )

/** A new request of this amount that was not in the lists before the press. */
const newRequestOf = (amount: Satang, before: ReadonlySet<string>) => (lists: ReadonlyArray<WithdrawRequest>) =>
  lists.find((item) => !before.has(item.id) && item.amount === amount)

/** The retried request, once the lists show it is no longer a failed transfer. */
const retried = (requestId: string) => (lists: ReadonlyArray<WithdrawRequest>) =>
  lists.find((item) => item.id === requestId && item.status !== "failed")

/**
 * Sends a withdrawal or a retry once and sorts its answer: `done` makes its success event, and an
 * unsure answer is read back from the lists, where `found` picks the request that tells.
 */
const send = (
  call: Effect.Effect<WithdrawRequest, ApiError>,
  events: WriteEvents,
  done: (request: WithdrawRequest) => AppEvent,
  found: (lists: ReadonlyArray<WithdrawRequest>) => WithdrawRequest | undefined
) =>
  Effect.gen(function* () {
    const answer = yield* sendWrite(call, events)
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(done(answer.value))
        return "done" as const
      case "Refused":
        return "refused" as const
      case "SessionEnded":
        return "unknown" as const
      case "Unsure":
        return yield* readOutcome(found)
    }
  })

const sendWithdraw = (uuid: string, amount: Satang, key: string, before: ReadonlySet<string>) =>
  Effect.flatMap(WithdrawService, (service) =>
    send(
      service.withdraw(uuid, amount, key),
      {
        refused: (failure) => WithdrawFailed.make({ failure }),
        unsure: (failure) => WithdrawUnsure.make({ failure })
      },
      (request) => WithdrawDone.make({ request }),
      newRequestOf(amount, before)
    )
  )

/**
 * 'ยืนยันการถอน': POST /api/auth/withdraw/{uuid}. Ignored while a write is in flight or being read;
 * a withdrawal of the same amount whose outcome was not known reuses its key. The balance is read
 * again after anything that may have held money.
 */
export const withdraw = (amount: Satang) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const uuid = userUuid(selectCurrentUser(state))
    if (uuid === null || selectWithdrawBusy(state)) return "not-done" as const
    if (!selectOnline(state)) {
      yield* dispatch(WithdrawOffline.make({}))
      return "not-done" as const
    }
    const write = selectWithdrawWrite(state)
    const key =
      write.pendingKey !== null && write.pendingAmount === amount ? write.pendingKey : yield* newIdempotencyKey
    const before = yield* knownIds
    yield* dispatch(WithdrawStarted.make({ key, amount }))
    const outcome: WithdrawOutcome = yield* runToTheEnd(sendWithdraw(uuid, amount, key, before))
    if (outcome === "done" || outcome === "unknown") yield* refreshCredit
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads the outcome of an unsure withdrawal or retry again; sends nothing. */
export const verifyWithdraw = Effect.gen(function* () {
  const state = yield* currentState
  if (selectWithdrawBusy(state)) return "not-done" as const
  const write = selectWithdrawWrite(state)
  const before = yield* knownIds
  const retry = write.retry
  yield* dispatch(WithdrawVerifyStarted.make({}))
  const found =
    retry !== null
      ? retried(retry.requestId)
      : write.pendingAmount !== null
        ? newRequestOf(write.pendingAmount, before)
        : () => undefined
  const outcome: WithdrawOutcome = yield* runToTheEnd(readOutcome(found))
  yield* refreshCredit
  return outcome
})

const sendRetry = (requestId: string, key: string) =>
  Effect.flatMap(WithdrawService, (service) =>
    send(
      service.retry(requestId, key),
      {
        refused: (failure) => WithdrawRetryFailed.make({ failure }),
        unsure: (failure) => WithdrawRetryUnsure.make({ failure })
      },
      (request) => WithdrawRetryDone.make({ request }),
      retried(requestId)
    )
  )

/** 'ลองใหม่' on a failed transfer: POST /api/auth/withdraw/retry (OPEN-30), once per press. */
export const retryWithdraw = (requestId: string) =>
  Effect.gen(function* () {
    const state = yield* currentState
    if (selectWithdrawBusy(state)) return "not-done" as const
    if (!selectOnline(state)) {
      yield* dispatch(WithdrawOffline.make({}))
      return "not-done" as const
    }
    const pending = selectWithdrawWrite(state).retry
    const key = pending !== null && pending.requestId === requestId ? pending.key : yield* newIdempotencyKey
    yield* dispatch(WithdrawRetryStarted.make({ requestId, key }))
    const outcome: WithdrawOutcome = yield* runToTheEnd(sendRetry(requestId, key))
    if (outcome !== "refused") yield* refreshCredit
    return outcome
  })
