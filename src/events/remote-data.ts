/** A dataset's lifecycle as one tagged union instead of loose flags (STORE-02, STORE-03). */
export type RemoteData<A> =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Loaded"; readonly data: A }
  | { readonly _tag: "Failed"; readonly message: string }

// Plain objects, not effect's Data: the store and the screens load before the Effect runtime does,
// and a decoded log (remote-data-schema.ts) yields these very shapes.
const IDLE: RemoteData<never> = Object.freeze({ _tag: "Idle" })
const LOADING: RemoteData<never> = Object.freeze({ _tag: "Loading" })

export const RemoteData = {
  Idle: (): RemoteData<never> => IDLE,
  Loading: (): RemoteData<never> => LOADING,
  Loaded: <A>({ data }: { readonly data: A }): RemoteData<A> => ({ _tag: "Loaded", data }),
  Failed: ({ message }: { readonly message: string }): RemoteData<never> => ({ _tag: "Failed", message })
}

export const dataOf = <A>(remote: RemoteData<A>): A | null => (remote._tag === "Loaded" ? remote.data : null)

export const isLoading = <A>(remote: RemoteData<A>): boolean => remote._tag === "Loading"
