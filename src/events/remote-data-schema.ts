import { Schema } from "effect"
import type { RemoteData } from "./remote-data"

/**
 * A RemoteData<A> as a Schema; its encoded form is the same tagged union over the encoded data.
 * Decoding yields the plain tagged objects the RemoteData.* constructors build, so a decoded state
 * equals a reduced one.
 */
export const remoteData = <A, I, R>(data: Schema.Schema<A, I, R>): Schema.Schema<RemoteData<A>, RemoteData<I>, R> =>
  Schema.Union(
    Schema.TaggedStruct("Idle", {}),
    Schema.TaggedStruct("Loading", {}),
    Schema.TaggedStruct("Loaded", { data }),
    Schema.TaggedStruct("Failed", { message: Schema.String })
  )
