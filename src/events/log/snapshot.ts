import { Schema } from "effect"
import { AppStateSchema } from "../schemas"
import { initialState, SLICE_KEYS, type AppState, type SliceKey } from "../state"

// A log's snapshot holds only the slices that differ from their initial value; decoding fills the
// others with theirs. A slice that has only ever held its initial value (one the spec reserves for
// a later issue, one the session never touched) is never written, so a later build that gives that
// slice its real shape still reads the log, with no migration.

type ChangedSlices = { -readonly [K in SliceKey]?: AppState[K] }

const changedSlices = (state: AppState): ChangedSlices => {
  const changed: ChangedSlices = {}
  const keepIfChanged = <K extends SliceKey>(key: K): void => {
    // By reference: a slice at rest holds its very initial value (the reducer keeps what it does
    // not change, and session ends restore the initial objects).
    if (state[key] !== initialState[key]) changed[key] = state[key]
  }
  SLICE_KEYS.forEach(keepIfChanged)
  return changed
}

/**
 * The state as it is, checked against its schema's types but passed through untouched: encoding
 * must see the store's own slice objects to tell which are still their initial ones.
 */
const isAppState = Schema.is(Schema.typeSchema(AppStateSchema))
const TheState = Schema.declare((input: unknown): input is AppState => isAppState(input))

/** The state before a log's first kept event, as the log writes it. */
export const SnapshotSchema = Schema.transform(Schema.partialWith(AppStateSchema, { exact: true }), TheState, {
  strict: true,
  decode: (changed) => ({ ...initialState, ...changed }),
  encode: changedSlices
})
