import { Data } from "effect"

/** A dataset's lifecycle as one tagged union instead of loose flags (STORE-02, STORE-03). */
export type RemoteData<A> = Data.TaggedEnum<{
  Idle: Record<never, never>
  Loading: Record<never, never>
  Loaded: { readonly data: A }
  Failed: { readonly message: string }
}>

interface RemoteDataDefinition extends Data.TaggedEnum.WithGenerics<1> {
  readonly taggedEnum: RemoteData<this["A"]>
}

export const RemoteData = Data.taggedEnum<RemoteDataDefinition>()

export const dataOf = <A>(remote: RemoteData<A>): A | null => (remote._tag === "Loaded" ? remote.data : null)

export const isLoading = <A>(remote: RemoteData<A>): boolean => remote._tag === "Loading"
