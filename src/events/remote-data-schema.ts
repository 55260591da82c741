import { Schema } from "effect"
import type { RemoteData } from "./remote-data"

/** The encoded form of a RemoteData: the same tagged union as plain JSON. */
export type RemoteDataEncoded<I> =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Loaded"; readonly data: I }
  | { readonly _tag: "Failed"; readonly message: string }

/**
 * A RemoteData<A> as a Schema. Decoding yields the plain tagged objects the RemoteData.*
 * constructors build, so a decoded state equals a reduced one.
 */
export const remoteData = <A, I, R>(data: Schema.Schema<A, I, R>): Schema.Schema<RemoteData<A>, RemoteDataEncoded<I>, R> =>
  Schema.Union(
    Schema.TaggedStruct("Idle", {}),
    Schema.TaggedStruct("Loading", {}),
    Schema.TaggedStruct("Loaded", { data }),
    Schema.TaggedStruct("Failed", { message: Schema.String })
  )
