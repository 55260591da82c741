import type { CallFailure } from "../domain/failure"
import type { AppEvent } from "./schemas"
import { selectIsLoggedIn } from "./session/selectors"
import { initialState, SLICE_KEYS, slices, type AppState, type SliceKey } from "./state"

// The one reducer, composed from the slices: pure and total. It reads no clock, random source or
// storage; whatever depends on time travels inside the event (DESIGN-08). Each event reaches only
// the slices that answer its tag (a table built once), and the state is copied only when one of
// them changed.

type Draft = { -readonly [K in SliceKey]: AppState[K] }

/** Applies one slice's answer, copying the state on the first change. */
type Step<Input> = (source: AppState, draft: Draft | null, input: Input) => Draft | null

interface TaggedStep {
  readonly whilePlayer: boolean
  readonly apply: Step<AppEvent>
}

/** Applies one slice's answer to the draft (made on the first change) and returns the draft. */
const stepOf =
  <K extends SliceKey, Input>(key: K, answer: (state: AppState[K], input: Input) => AppState[K]): Step<Input> =>
  (source, draft, input) => {
    const before = (draft ?? source)[key]
    const after = answer(before, input)
    if (after === before) return draft
    const next = draft ?? { ...source }
    next[key] = after
    return next
  }

interface TagSteps {
  readonly steps: Array<TaggedStep>
  /** The slices with a case for the tag. */
  readonly slices: Array<SliceKey>
  /** Those and the slices that answer every failure: all an event of the tag reporting one can change. */
  slicesOnFailure: ReadonlyArray<SliceKey>
  /** Whether any step answers only while a player is logged in (the session is read only then). */
  playerOnly: boolean
  /**
   * Whether every step does: the tag is a player's own (their data, their writes), so a failure it
   * reports after the session ended changes nothing either, not even the last error.
   */
  playersOwn: boolean
}

const STEPS_BY_TAG = new Map<string, TagSteps>()
const FAILURE_STEPS: Array<Step<CallFailure>> = []
/** The slices that answer every failure. */
const FAILURE_SLICES: Array<SliceKey> = []

const addSlice = <K extends SliceKey>(key: K): void => {
  const slice = slices[key]
  for (const sliceCase of slice.cases) {
    const entry = STEPS_BY_TAG.get(sliceCase.tag) ?? {
      steps: [],
      slices: [],
      slicesOnFailure: [],
      playerOnly: false,
      playersOwn: true
    }
    entry.steps.push({ whilePlayer: sliceCase.whilePlayer, apply: stepOf(key, sliceCase.run) })
    if (!entry.slices.includes(key)) entry.slices.push(key)
    entry.playerOnly ||= sliceCase.whilePlayer
    entry.playersOwn &&= sliceCase.whilePlayer
    STEPS_BY_TAG.set(sliceCase.tag, entry)
  }
  const onFailure = slice.onFailure
  if (onFailure === null) return
  FAILURE_STEPS.push(stepOf(key, onFailure))
  FAILURE_SLICES.push(key)
}
SLICE_KEYS.forEach(addSlice)
for (const entry of STEPS_BY_TAG.values())
  entry.slicesOnFailure = [...entry.slices, ...FAILURE_SLICES.filter((key) => !entry.slices.includes(key))]
const NO_SLICES: ReadonlyArray<SliceKey> = []

/** The failure an event reports, if it reports one (one failure, one event: STORE-13). */
const failureOf = (event: AppEvent): CallFailure | null => ("failure" in event ? event.failure : null)

export const reduce = (state: AppState, event: AppEvent): AppState => {
  const entry = STEPS_BY_TAG.get(event._tag)
  const failure = failureOf(event)
  let draft: Draft | null = null
  // Cases marked whilePlayer answer only while a player is logged in (before this event).
  const player = entry !== undefined && entry.playerOnly && selectIsLoggedIn(state)
  if (entry !== undefined) {
    for (const step of entry.steps) if (player || !step.whilePlayer) draft = step.apply(state, draft, event)
  }
  if (failure !== null && (player || entry === undefined || !entry.playersOwn))
    for (const step of FAILURE_STEPS) draft = step(state, draft, failure)
  return draft ?? state
}

/**
 * Whether `event` is a player's own (every slice that answers it does so only while a player is
 * logged in): outside a session it changes nothing, its failure included.
 */
export const isPlayersOwn = (event: AppEvent): boolean => STEPS_BY_TAG.get(event._tag)?.playersOwn ?? false

/**
 * The only slices `event` can change: those with a case for its tag, and for an event that reports
 * a failure, those that answer every failure. The store compares just these after a dispatch; the
 * same tag and kind of event always gets the same array, so the store can key what it derives by it.
 */
export const slicesAnswering = (event: AppEvent): ReadonlyArray<SliceKey> => {
  const entry = STEPS_BY_TAG.get(event._tag)
  if (failureOf(event) === null) return entry?.slices ?? NO_SLICES
  return entry?.slicesOnFailure ?? FAILURE_SLICES
}

/** Replays a log from a state (the initial one by default). */
export const replay = (events: Iterable<AppEvent>, from: AppState = initialState): AppState => {
  let state = from
  for (const event of events) state = reduce(state, event)
  return state
}
