import { Context, Effect, Layer, Stream } from "effect"
import { TOKEN_KEY, USER_KEY } from "./session-keys"

export interface SessionSyncShape {
  /**
   * Each time another tab of this site changed the stored session (a login, a logout, a session
   * that ended there). Only a signal: what changed is read from storage by the session store, which
   * decodes it, never taken from the event.
   */
  readonly otherTabChanges: Stream.Stream<void>
}

/** True for a storage event about the session: its keys, or the whole storage cleared (key null). */
const aboutSession = (event: StorageEvent): boolean =>
  event.storageArea === window.localStorage && (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY)

/** The browser's `storage` events, which fire in every tab but the one that wrote (#9: tabs agree). */
export class SessionSync extends Context.Tag("app/SessionSync")<SessionSync, SessionSyncShape>() {
  static readonly layer = Layer.succeed(SessionSync, {
    otherTabChanges: Stream.asyncScoped<void>((emit) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          const listener = (event: StorageEvent) => {
            if (aboutSession(event)) void emit.single(undefined)
          }
          window.addEventListener("storage", listener)
          return listener
        }),
        (listener) => Effect.sync(() => window.removeEventListener("storage", listener))
      )
    )
  })

  /** A test's own signals; none by default. */
  static readonly Test = (changes: Stream.Stream<void> = Stream.empty) =>
    Layer.succeed(SessionSync, { otherTabChanges: changes })
}
