import { Schema } from "effect"
import { CallFailure } from "../domain/failure-schema"

/**
 * The events of one remote dataset, from its name and the schema of its data: `${name}Loading`,
 * `${name}Loaded` with the data, and `${name}Failed` with the failure (one failure, one event:
 * the network flag and the last error message are derived from it, STORE-13). `context` holds the
 * facts every event of the dataset carries (a request id, today's date), read by the command so
 * that the reducer never reads them (DESIGN-08).
 *
 * `make` builds the events for the load command (runtime/commands/dispatch.ts).
 */
export const datasetEvents = <const Name extends string, A, I, Context extends Schema.Struct.Fields>(
  name: Name,
  data: Schema.Schema<A, I>,
  context: Context
) => {
  type Facts = Schema.Struct.Type<Context>
  const loadingTag: `${Name}Loading` = `${name}Loading`
  const loadedTag: `${Name}Loaded` = `${name}Loaded`
  const failedTag: `${Name}Failed` = `${name}Failed`
  const Loading = Schema.TaggedStruct(loadingTag, context)
  const Loaded = Schema.TaggedStruct(loadedTag, { ...context, data })
  const Failed = Schema.TaggedStruct(failedTag, { ...context, failure: CallFailure })
  return {
    Loading,
    Loaded,
    Failed,
    events: Schema.Union(Loading, Loaded, Failed),
    make: {
      loading: (facts: Facts) => Object.assign({ _tag: loadingTag }, facts),
      loaded: (facts: Facts, value: A) => Object.assign({ _tag: loadedTag }, facts, { data: value }),
      failed: (facts: Facts, failure: CallFailure) => Object.assign({ _tag: failedTag }, facts, { failure })
    }
  }
}

/** No facts beyond the dataset's own: `datasetEvents("Profile", UserProfile, noContext)`. */
export const noContext = {}
