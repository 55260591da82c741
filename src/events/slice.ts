import type { CallFailure } from "../domain/failure"
import type { AppEvent, AppEventTag, EventOf } from "./schemas"

// A slice of the state, owned by one area: its initial value and how it answers events. The root
// (state.ts, reducer.ts) composes the slices; nothing here reads a clock, a random source or
// storage, so reducing stays pure and total (DESIGN-08).

/** How a slice answers one event. */
export interface SliceCase<S> {
  /**
   * An AppEvent's tag. A string, so that cases a factory makes (a write's life, once-only-write.ts)
   * can name their tags; test/unit/events/slice-tags.test.ts checks every one is an event's.
   */
  readonly tag: string
  /** Applies only while a player is logged in (see `whilePlayer`). */
  readonly whilePlayer: boolean
  readonly run: (state: S, event: AppEvent) => S
}

export interface Slice<S> {
  readonly initial: S
  readonly cases: ReadonlyArray<SliceCase<S>>
  /**
   * Answers every event that reports a failed call, whatever its tag: the network flag and the
   * last error message follow from the failure's one event (STORE-13).
   */
  readonly onFailure: ((state: S, failure: CallFailure) => S) | null
  /**
   * Each field is a part of its own for subscriptions (runtime/part-tracking.ts): for busy slices
   * whose fields change apart (an online count must not wake what shows the LINE ids).
   */
  readonly trackFields: boolean
}

/** The state a slice holds. */
export type StateOf<T extends { readonly initial: unknown }> = T["initial"]

type Handler<S, Tag extends AppEventTag> = (state: S, event: EventOf<Tag>) => S

/** The case builders of a slice whose state is S: `const { on, whilePlayer } = casesOf<CheckInState>()`. */
export const casesOf = <S>() => ({
  /** A case: `on("CheckInDone", (state, event) => ...)`, the event typed by its tag. */
  on: <Tag extends AppEventTag>(tag: Tag, handler: Handler<S, Tag>): SliceCase<S> => {
    const isTagged = (event: AppEvent): event is EventOf<Tag> => event._tag === tag
    return { tag, whilePlayer: false, run: (state, event) => (isTagged(event) ? handler(state, event) : state) }
  },
  /**
   * Cases that apply only while a player is logged in: a player's answer that arrives after Logout
   * or SessionTimeout must not refill the state just reset.
   */
  /**
   * A case for an event a factory made (a write's life, once-only-write.ts), its type E named
   * by the factory. Its tag is built from the same name as its schema's, so the tag tells it apart
   * as surely as `on`'s literal does; slice-tags.test.ts checks each such tag is an AppEvent's.
   */
  onMade: <E extends { readonly _tag: string }>(tag: E["_tag"], handler: (state: S, event: E) => S): SliceCase<S> => {
    const isMade = (event: { readonly _tag: string } | E): event is E => event._tag === tag
    return { tag, whilePlayer: false, run: (state, event) => (isMade(event) ? handler(state, event) : state) }
  },
  whilePlayer: (...cases: ReadonlyArray<SliceCase<S>>): ReadonlyArray<SliceCase<S>> =>
    cases.map((sliceCase) => ({ ...sliceCase, whilePlayer: true }))
})

export interface SliceSpec<S> {
  readonly initial: S
  readonly cases?: ReadonlyArray<SliceCase<S>>
  readonly onFailure?: (state: S, failure: CallFailure) => S
  readonly trackFields?: boolean
}

/**
 * A slice. Every slice goes back to its initial value when the session ends (STORE-04, AUTH-10):
 * on Logout, and on a SessionTimeout while a player is logged in (a timeout for a guest changes
 * nothing). A slice that answers either event itself keeps its own case.
 */
export const defineSlice = <S>(spec: SliceSpec<S>): Slice<S> => {
  const cases = spec.cases ?? []
  const tags = cases.map((sliceCase) => sliceCase.tag)
  const duplicate = tags.find((tag, index) => tags.indexOf(tag) !== index)
  if (duplicate !== undefined) throw new Error(`a slice answers ${duplicate} twice`)
  const reset = (): S => spec.initial
  const onLogout: SliceCase<S> = { tag: "Logout", whilePlayer: false, run: reset }
  const onTimeout: SliceCase<S> = { tag: "SessionTimeout", whilePlayer: true, run: reset }
  const sessionEnd = [onLogout, onTimeout].filter((sliceCase) => !tags.includes(sliceCase.tag))
  return {
    initial: spec.initial,
    cases: [...cases, ...sessionEnd],
    onFailure: spec.onFailure ?? null,
    trackFields: spec.trackFields ?? false
  }
}

/**
 * The initial state of a set of slices: each slice's initial value under its key. The check that
 * every key got its value is what the compiler cannot see through a loop.
 */
export const initialStateOf = <Slices extends { readonly [K in keyof Slices]: { readonly initial: unknown } }>(
  slices: Slices
): { readonly [K in keyof Slices]: StateOf<Slices[K]> } => {
  const state: { -readonly [K in keyof Slices]?: StateOf<Slices[K]> } = {}
  for (const key in slices) state[key] = slices[key].initial
  const complete = (candidate: typeof state): candidate is { -readonly [K in keyof Slices]: StateOf<Slices[K]> } =>
    Object.keys(slices).every((key) => key in candidate)
  if (!complete(state)) throw new Error("a slice has no initial value")
  return state
}
