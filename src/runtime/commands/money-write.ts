import { Duration, Effect, Fiber } from "effect"
import { HTTP_TIMEOUT_MS } from "../../domain/constants"
import { NetworkError, type ApiError } from "../../domain/errors"
import { callFailure, type CallFailure } from "../../domain/failure"
import type { AppEvent } from "../../events/schemas"
import { selectOnline } from "../../events/site/selectors"
import type { SessionStore } from "../../services/session/session-store"
import type { AppStore } from "../app-store"
import { awaitState, dispatch } from "./dispatch"
import { answerHeard, endsSession } from "./load-dataset"

// The shape every write that moves money, points or chances shares (money.md): sent once with its
// Idempotency-Key, run to its end whoever asked, and an answer that says nothing certain is read
// back, never resent. An area's command supplies its events and its read-back; this file is the rest.
// `check-in.ts` is the worked example; deposit, slip, withdraw and loss refund follow it.

/** What the write's one call came to. The area dispatches its own success event. */
export type WriteAnswer<A> =
  | { readonly _tag: "Answered"; readonly value: A }
  /** The server said no: its failure event is dispatched (the message is the server's Thai text). */
  | { readonly _tag: "Refused"; readonly failure: CallFailure }
  /** No answer that tells (network, timeout, an answer that did not decode): the unsure event is dispatched. */
  | { readonly _tag: "Unsure"; readonly failure: CallFailure }
  /** The session ended (401): the next login's lists tell what happened. */
  | { readonly _tag: "SessionEnded" }

/** A failure after which the write may or may not have happened on the server. */
export const isLostAnswer = (error: ApiError): boolean =>
  error._tag === "Aborted" || error._tag === "NetworkError" || error._tag === "Timeout" || error._tag === "DecodeError"

export interface WriteEvents {
  readonly refused: (failure: CallFailure) => AppEvent
  readonly unsure: (failure: CallFailure) => AppEvent
  /** What else says nothing certain besides a lost answer (check-in: the server's 409 'already'). */
  readonly alsoUnsure?: (error: ApiError) => boolean
}

/**
 * Sends the write's call once and sorts its answer (see WriteAnswer). An Unauthorized while logged
 * in ends the session; a refusal and an unsure answer become the area's events.
 */
export const sendWrite = <A, R>(
  call: Effect.Effect<A, ApiError, R>,
  events: WriteEvents
): Effect.Effect<WriteAnswer<A>, never, R | AppStore | SessionStore> =>
  Effect.gen(function* () {
    const result = yield* Effect.either(call)
    if (result._tag === "Right") {
      yield* answerHeard
      return { _tag: "Answered", value: result.right } as const
    }
    // A write is never interrupted by the app (it runs as a daemon): an abort is the transport's.
    const error = result.left._tag === "Aborted" ? new NetworkError({ message: result.left.message }) : result.left
    if (yield* endsSession(error)) return { _tag: "SessionEnded" } as const
    const failure = callFailure(error)
    if (isLostAnswer(error) || events.alsoUnsure?.(error) === true) {
      yield* dispatch(events.unsure(failure))
      return { _tag: "Unsure", failure } as const
    }
    yield* dispatch(events.refused(failure))
    return { _tag: "Refused", failure } as const
  })

/**
 * Reads what tells an unsure write's outcome (open requests, history, balance). Offline, it first
 * waits for the connection for as long as one request may take: 'กำลังตรวจสอบรายการ…' stays
 * meanwhile, then the read runs (and fails, and 'ตรวจสอบอีกครั้ง' is offered).
 */
export const readBackWhenOnline = <A, E, R>(read: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | AppStore> =>
  Effect.zipRight(awaitState(selectOnline).pipe(Effect.timeoutOption(Duration.millis(HTTP_TIMEOUT_MS))), read)

/**
 * A write runs to its end (or its own timeout) even if its caller goes away (AMB-31): leaving the
 * screen interrupts reads, never a write in flight, and its outcome still lands as events.
 */
export const runToTheEnd = <A, E, R>(write: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.flatMap(Effect.forkDaemon(write), Fiber.join)
