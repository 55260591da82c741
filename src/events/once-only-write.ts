import { ERROR_TEXT } from "../domain/error-text"
import { failureText, type CallFailure } from "../domain/failure"
import { casesOf, type SliceCase } from "./slice"

// The state side of a write that moves money, points or chances (money.md), the same in every
// area: its status record (where the write is, what a resend needs, what the player reads) and the
// reducer cases of its life. An area keeps the record's three fields in the record its write belongs
// to (the slice itself, or one field of it). This file is the store's and loads no Schema; the
// events and the record's schema are once-only-write-schema.ts, the command runtime/commands/once-only-write.ts.

/**
 * Where the write is: on its way, its lost answer being read back ('กำลังตรวจสอบรายการ…'),
 * unreadable ('ตรวจสอบอีกครั้ง'), or read back as not done (the next press resends the same key).
 * Null: nothing open.
 */
export type WritePhase = "sending" | "verifying" | "unverified" | "not-done"

/** What a press of a write that carries nothing but its key carries (check-in). */
export type NoFacts = Record<never, never>

/** What a write keeps until its outcome is known: its Idempotency-Key and what the press carried. */
export type Pending<Press> = Press & { readonly key: string }

export interface WriteStatus<Press> {
  readonly phase: WritePhase | null
  readonly pending: Pending<Press> | null
  /** What the player reads about the last press (a refusal's Thai text, the offline note). */
  readonly error: string | null
}

/** Nothing open: the record at rest, and after a write's outcome is known. */
export const SETTLED = { phase: null, pending: null, error: null } as const

/** A write on its way or its outcome being read: another press sends nothing (money.md). */
export const isWriteBusy = (status: Pick<WriteStatus<unknown>, "phase">): boolean =>
  status.phase === "sending" || status.phase === "verifying"

/**
 * What a write's button shows: ready (nothing open, or read back as not done: it may be pressed
 * again), on its way, its outcome being read, or unreadable ('ตรวจสอบอีกครั้ง').
 */
export type PressState = "idle" | "submitting" | "verifying" | "unverified"

export const pressStateOf = (phase: WritePhase | null): PressState => {
  switch (phase) {
    case "sending":
      return "submitting"
    case "verifying":
    case "unverified":
      return phase
    case "not-done":
    case null:
      return "idle"
  }
}

// The reducer side of a write's life: what each of its events does to the status record, written
// once for every write. The area adds its success case (and whatever else its events change) and
// settles the record there with `settle`.

/**
 * Where the status record sits in the area's state, read and written as the record: the slice's own
 * fields (check-in), one field of it (withdraw's `write`), or fields the spec leaves absent at rest
 * (the wheel's `reward`, an empty object at first: AMB-35), read as null.
 */
export interface WriteLens<S, Press> {
  readonly get: (state: S) => WriteStatus<Press>
  readonly set: (state: S, status: WriteStatus<Press>) => S
}

/** The slice's own fields hold the record (check-in). */
export const wholeSlice = <S extends WriteStatus<Press>, Press>(): WriteLens<S, Press> => ({
  get: (state) => state,
  set: (state, status) => ({ ...state, ...status })
})

/** The record is the slice's field `key`, its fields possibly absent (the wheel's `reward`). */
export const sliceField = <S, Press, K extends keyof S>(
  key: K,
  read: (field: S[K]) => WriteStatus<Press>,
  write: (field: S[K], status: WriteStatus<Press>) => S[K]
): WriteLens<S, Press> => ({
  get: (state) => read(state[key]),
  set: (state, status) => ({ ...state, [key]: write(state[key], status) })
})

/** The write's events as the reducer reads them (their schemas: once-only-write-schema.ts, from the same name). */
type Started<Name extends string> = { readonly _tag: `${Name}Started`; readonly key?: string | undefined }
type WithFailure<Tag extends string> = { readonly _tag: Tag; readonly failure: CallFailure }
type Bare<Tag extends string> = { readonly _tag: Tag }

/** How the area's write is read from its events, and what its own cases add to the write's transitions. */
export interface WriteSpec<S, Name extends string, Press, E extends Started<Name>> {
  readonly name: Name
  /** Where the status record sits. */
  readonly lens: WriteLens<S, Press>
  /** The press's facts a resend and a read-back need, from the started event (the wheel: spins left). */
  readonly press: (event: E) => Press
  /** What else a press changes (the wheel clears its last spin). */
  readonly started?: (state: S, event: E) => S
  /** What else a refusal changes (the flip card turns its picked card back). */
  readonly failed?: (state: S) => S
  /** What else a read-back that found nothing changes. */
  readonly notDone?: (state: S) => S
  /**
   * A guest's write (registration: there is no player yet): its cases apply whether or not a player
   * is logged in. Without it they apply only while one is.
   */
  readonly forGuests?: boolean
}

/** The record settled: nothing open, nothing to say (the area's success case calls this). */
export const settle = <R extends Partial<WriteStatus<unknown>>>(record: R): R => ({ ...record, ...SETTLED })

/**
 * The cases of a write's life for a slice whose record `lens` finds. They apply only while a player
 * is logged in (a write is a player's own), unless the spec says the write is a guest's (`forGuests`).
 */
export const writeCases = <S, Name extends string, Press, E extends Started<Name>>(
  spec: WriteSpec<S, Name, Press, E>
): ReadonlyArray<SliceCase<S>> => {
  const { onMade, whilePlayer } = casesOf<S>()
  const { name, lens } = spec
  const change = (state: S, fields: Partial<WriteStatus<Press>>): S =>
    lens.set(state, { ...lens.get(state), ...fields })
  const started = (state: S, event: E): S => {
    const pending: Pending<Press> | null = event.key === undefined ? null : { ...spec.press(event), key: event.key }
    const next = change(state, { phase: "sending", pending, error: null })
    return spec.started === undefined ? next : spec.started(next, event)
  }
  const also = (step: ((state: S) => S) | undefined, state: S): S => (step === undefined ? state : step(state))
  const failed = (state: S, { failure }: WithFailure<`${Name}Failed`>): S =>
    also(spec.failed, change(state, { phase: null, pending: null, error: failureText(failure) }))
  const reading = (state: S): S => change(state, { phase: "verifying", error: null })
  const cases: ReadonlyArray<SliceCase<S>> = [
    onMade<E>(`${name}Started`, started),
    onMade<WithFailure<`${Name}Failed`>>(`${name}Failed`, failed),
    onMade<WithFailure<`${Name}Unsure`>>(`${name}Unsure`, reading),
    onMade<Bare<`${Name}VerifyStarted`>>(`${name}VerifyStarted`, reading),
    onMade<Bare<`${Name}NotDone`>>(`${name}NotDone`, (state) =>
      also(spec.notDone, change(state, { phase: "not-done" }))
    ),
    onMade<Bare<`${Name}Unverified`>>(`${name}Unverified`, (state) => change(state, { phase: "unverified" })),
    // Offline nothing was sent: an open write's key stays for the press that follows.
    onMade<Bare<`${Name}Offline`>>(`${name}Offline`, (state) => change(state, { error: ERROR_TEXT.NetworkError }))
  ]
  return spec.forGuests === true ? cases : whilePlayer(...cases)
}
