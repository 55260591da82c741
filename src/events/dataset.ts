import { failureText, type CallFailure } from "../domain/failure"
import { RemoteData } from "./remote-data"

// The reducer side of a remote dataset (Idle / Loading / Loaded / Failed, STORE-02, STORE-03,
// OPEN-15): the three transitions of one field of a slice. A slice attaches them to its dataset's
// three events (dataset-events.ts makes those):
//
//   const profile = datasetField<UserState>()("profile")
//   on("ProfileLoading", profile.loading), on("ProfileLoaded", profile.loaded), on("ProfileFailed", profile.failed)

type DataOf<R> = R extends RemoteData<infer A> ? A : never

/** The keys of S whose field is a remote dataset (any other key does not compile). */
type DatasetKey<S, K extends keyof S> = S[K] extends RemoteData<unknown> ? K : never

export const datasetField =
  <S>() =>
  <K extends keyof S>(key: DatasetKey<S, K>) => ({
    loading: (state: S): S => ({ ...state, [key]: RemoteData.Loading() }),
    loaded: (state: S, event: { readonly data: DataOf<S[K]> }): S => ({
      ...state,
      [key]: RemoteData.Loaded({ data: event.data })
    }),
    /** The failure's text is stored (STORE-03); the slice's other fields stay. */
    failed: (state: S, event: { readonly failure: CallFailure }): S => ({
      ...state,
      [key]: RemoteData.Failed({ message: failureText(event.failure) })
    })
  })
