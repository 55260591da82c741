import { Duration, Effect, Fiber } from "effect"
import { HTTP_TIMEOUT_MS } from "../../domain/constants"
import { NetworkError, type ApiError } from "../../domain/errors"
import { callFailure, type CallFailure } from "../../domain/failure"
import { type Pending, type WriteStatus, isWriteBusy } from "../../events/once-only-write"
import type { AppEvent } from "../../events/schemas"
import { selectOnline } from "../../events/site/selectors"
import type { AppState } from "../../events/state"
import type { SessionStore } from "../../services/session/session-store"
import type { AppStore } from "../app-store"
import { awaitState, dispatch, answerHeard, endsSession, lookAndDispatch, type Decision } from "./dispatch"

// The command of every write that moves money, points or chances (money.md), written once: one
// press at a time, nothing sent offline, one Idempotency-Key per intent reused until the outcome is
// known, run to its end whoever asked, and an answer that says nothing certain read back, never
// resent. An area supplies its call, its success, and how to read an unsure outcome back.

/** What a read-back found: the write happened (the area dispatched its success), did not, or could not be told. */
export type ReadBack = "done" | "not-done" | "unreadable"

/** What a press (or a verification) came to; the area turns it into its screen's outcome. */
export type WriteOutcome<A> =
  /** The server answered: the area's success event is in the state. */
  | { readonly _tag: "Done"; readonly value: A }
  /** An unsure write read back as done; `failure` is the answer that left it unsure (none for 'ตรวจสอบอีกครั้ง'). */
  | { readonly _tag: "ReadDone"; readonly failure: CallFailure | null }
  /** The server said no (its Thai text is the record's error). */
  | { readonly _tag: "Refused"; readonly failure: CallFailure }
  /** Read back as not done: the next press resends the same key. */
  | { readonly _tag: "NotDone" }
  /** The outcome could not be read: 'ตรวจสอบอีกครั้ง' is offered. */
  | { readonly _tag: "Unknown" }
  /** Nothing was sent: a write is open, the press is not allowed, or the browser is offline. */
  | { readonly _tag: "NotSent" }
  /** The session ended (401) while it was on its way: the next login's lists tell what happened. */
  | { readonly _tag: "SessionEnded" }

/**
 * What a screen needs of a write's outcome (money, points or chances, money.md): done, refused,
 * not done (press again), or not known. Areas whose screens need more say so (check-in's and the
 * loss refund's 'already', the slip's deposited-or-not, the password's unsure).
 */
export type MoneyWriteResult = "done" | "refused" | "not-done" | "unknown"

/** A withdrawal's, a payout's, a redemption's, a spin's, a flip's or an address save's outcome, as its screen reads it. */
export const moneyWriteResult = (outcome: WriteOutcome<unknown>): MoneyWriteResult => {
  switch (outcome._tag) {
    case "Done":
    case "ReadDone":
      return "done"
    case "Refused":
      return "refused"
    // The session ended on the way: the next login's lists tell what happened.
    case "Unknown":
    case "SessionEnded":
      return "unknown"
    case "NotDone":
    case "NotSent":
      return "not-done"
  }
}

/** The event makers a read-back uses (events/once-only-write-schema.ts). */
export interface ReadBackMakers {
  readonly verifyStarted: () => AppEvent
  readonly notDone: () => AppEvent
  readonly unverified: () => AppEvent
}

/** The event makers of a write. */
export interface WriteMakers<Press> extends ReadBackMakers {
  readonly started: (key: string, facts: Press) => AppEvent
  readonly failed: (failure: CallFailure) => AppEvent
  readonly unsure: (failure: CallFailure) => AppEvent
  readonly offline: () => AppEvent
}

/**
 * An area's write. `Press` is what a press carries (its started event's facts); `Kept` is the part
 * of it the status record keeps for a resend and a read-back (the flip card keeps the plays left,
 * not the card).
 */
export interface OnceOnlyWrite<Press extends Kept, Kept, A, R, RDone = R, RRead = R> {
  readonly events: { readonly make: WriteMakers<Press> }
  /** The write's status record in the state. */
  readonly status: (state: AppState) => WriteStatus<Kept>
  /**
   * What this press carries, or null when the press sends nothing (no spins left, no user).
   * `pending` is the open write this press repeats (what its first press carried), else null.
   */
  readonly press: (state: AppState, pending: Pending<Kept> | null) => Press | null
  /**
   * Whether this press is the open write's intent again, so that it reuses its key and what its
   * first press carried (by default any press while a write is open is; a withdrawal of another
   * amount, another reward item, another slip or address is a new intent, with a key of its own).
   */
  readonly sameIntent?: (pending: Pending<Kept>, state: AppState) => boolean
  /** The write's one call, with its key. */
  readonly send: (key: string, press: Press) => Effect.Effect<A, ApiError, R>
  /** What else says nothing certain besides a lost answer (check-in: the server's 409 'already'). */
  readonly alsoUnsure?: (error: ApiError) => boolean
  /** The answer arrived: dispatches the area's success event and refreshes what it moved. */
  readonly done: (value: A, press: Press) => Effect.Effect<void, never, RDone>
  /**
   * Reads what tells an unsure write's outcome; on "done" it has dispatched the area's success
   * event (or the state learnt it from what was read). Runs once the browser is online. `null`:
   * nothing can tell (a password change): the outcome is unknown at once, and the next press resends
   * the same key, which the server answers as it did the first time.
   */
  readonly readBack: ((kept: Kept, failure: CallFailure | null) => Effect.Effect<ReadBack, never, RRead>) | null
}

/** An area's write, its types inferred: `const checkInWrite = onceOnlyWrite({ events: CheckInWrite, ... })`. */
export const onceOnlyWrite = <Press extends Kept, Kept, A, R, RDone = never, RRead = never>(
  write: OnceOnlyWrite<Press, Kept, A, R, RDone, RRead>
): OnceOnlyWrite<Press, Kept, A, R | RDone | RRead> => write

// The sending: one call with its Idempotency-Key, run to its end whoever asked, and its answer
// sorted (games' opening and cash-out use these parts directly).

/**
 * A new Idempotency-Key for one player intent (money.md): random, so two tabs or two devices never
 * share one, and made once per press, kept with the pending write until its answer is known.
 */
export const freshIdempotencyKey = (): string => crypto.randomUUID()

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

type Needs<R> = R | AppStore | SessionStore

/** Reads an unsure write back and tells the state what was found. */
const readAndTell = <Kept, R>(write: WriteReadBack<Kept, R>, kept: Kept, failure: CallFailure | null) =>
  Effect.gen(function* () {
    const found = write.readBack === null ? "unreadable" : yield* readBackWhenOnline(write.readBack(kept, failure))
    switch (found) {
      case "done":
        return { _tag: "ReadDone", failure } as const
      case "not-done":
        yield* dispatch(write.events.make.notDone())
        return { _tag: "NotDone" } as const
      case "unreadable":
        yield* dispatch(write.events.make.unverified())
        return { _tag: "Unknown" } as const
    }
  })

const sendAndSettle = <Press extends Kept, Kept, A, R>(
  write: OnceOnlyWrite<Press, Kept, A, R>,
  key: string,
  press: Press
): Effect.Effect<WriteOutcome<A>, never, Needs<R>> =>
  Effect.gen(function* () {
    const { make } = write.events
    const answer = yield* sendWrite(write.send(key, press), {
      refused: make.failed,
      unsure: make.unsure,
      ...(write.alsoUnsure === undefined ? {} : { alsoUnsure: write.alsoUnsure })
    })
    switch (answer._tag) {
      case "Answered":
        yield* write.done(answer.value, press)
        return { _tag: "Done", value: answer.value } as const
      case "Refused":
        return { _tag: "Refused", failure: answer.failure } as const
      case "SessionEnded":
        return { _tag: "SessionEnded" } as const
      case "Unsure":
        return yield* readAndTell(write, press, answer.failure)
    }
  })

/** A press's look at the write's record: nothing to send, or the key and press it is sent with. */
const beginPress = <Press extends Kept, Kept, A, R>(
  write: OnceOnlyWrite<Press, Kept, A, R>,
  state: AppState
): Decision<{ readonly key: string; readonly press: Press } | null> => {
  const status = write.status(state)
  if (isWriteBusy(status)) return { events: [], result: null }
  const open = status.pending
  const repeated = open !== null && (write.sameIntent === undefined || write.sameIntent(open, state)) ? open : null
  const press = write.press(state, repeated)
  if (press === null) return { events: [], result: null }
  // Offline, nothing is sent: the press is answered at once, and an open write's key is kept.
  if (!selectOnline(state)) return { events: [write.events.make.offline()], result: null }
  const key = repeated?.key ?? freshIdempotencyKey()
  return { events: [write.events.make.started(key, press)], result: { key, press } }
}

/** A press: sends the write once (or resends an open one with its key), then learns its outcome. */
export const pressWrite = <Press extends Kept, Kept, A, R>(
  write: OnceOnlyWrite<Press, Kept, A, R>
): Effect.Effect<WriteOutcome<A>, never, Needs<R>> =>
  Effect.gen(function* () {
    // The look at the record and Started in one step: a second press sees the first one busy.
    const begun = yield* lookAndDispatch((state) => beginPress(write, state))
    if (begun === null) return { _tag: "NotSent" } as const
    return yield* runToTheEnd(sendAndSettle(write, begun.key, begun.press))
  })

/** What 'ตรวจสอบอีกครั้ง' needs of a write: its events, its record and its read-back (no call). */
export interface WriteReadBack<Kept, R> {
  readonly events: { readonly make: ReadBackMakers }
  readonly status: (state: AppState) => WriteStatus<Kept>
  readonly readBack: ((kept: Kept, failure: CallFailure | null) => Effect.Effect<ReadBack, never, R>) | null
}

/** 'ตรวจสอบอีกครั้ง': reads an open write's outcome again; sends nothing. */
export const verifyWrite = <Kept, R>(
  write: WriteReadBack<Kept, R>
): Effect.Effect<WriteOutcome<never>, never, Needs<R>> =>
  Effect.gen(function* () {
    const pending = yield* lookAndDispatch((state) => {
      const status = write.status(state)
      return isWriteBusy(status) || status.pending === null
        ? { events: [], result: null }
        : { events: [write.events.make.verifyStarted()], result: status.pending }
    })
    if (pending === null) return { _tag: "NotSent" } as const
    return yield* runToTheEnd(readAndTell(write, pending, null))
  })
