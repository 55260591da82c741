import type { RemoteData } from "../events/remote-data"

/** A dataset as a screen part shows it: loading (not asked yet too), its failure's message, or `loaded`. */
export type RemoteView<Loaded> =
  Loaded | { readonly _tag: "Failed"; readonly message: string } | { readonly _tag: "Loading" }

export const remoteView = <A, Loaded extends { readonly _tag: "Loaded" }>(
  remote: RemoteData<A>,
  loaded: (data: A) => Loaded
): RemoteView<Loaded> => {
  switch (remote._tag) {
    case "Loaded":
      return loaded(remote.data)
    case "Failed":
      return { _tag: "Failed", message: remote.message }
    default:
      return { _tag: "Loading" }
  }
}
