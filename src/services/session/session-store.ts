import * as KeyValueStore from "@effect/platform/KeyValueStore"
import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import { isLoggedIn } from "../../domain/user"
import { CurrentUser } from "../../domain/user-schema"
import { TOKEN_KEY, USER_KEY } from "./session-keys"

/** The stored session: the bearer token and the current user record (spec §4). */
export interface StoredSession {
  readonly token: string
  readonly user: CurrentUser
}

const decodeUser = Schema.decodeUnknownOption(Schema.parseJson(CurrentUser))
const encodeUser = Schema.encodeSync(Schema.parseJson(CurrentUser))

export interface SessionStoreShape {
  /** Reads the stored session; a partial or unreadable one is cleared and counts as none (AMB-34). */
  readonly restore: Effect.Effect<Option.Option<StoredSession>>
  /** Keeps the session for later requests and saves it for the next visit (AUTH-03). */
  readonly save: (session: StoredSession) => Effect.Effect<void>
  /** Forgets the token and the user record; later requests carry no Authorization (AUTH-04). */
  readonly clear: Effect.Effect<void>
  /** The token requests use right now. */
  readonly token: Effect.Effect<Option.Option<string>>
  /**
   * Reads the stored session again after another tab changed it, and uses its token from now on.
   * Unlike `restore` it clears nothing: the other tab may be between its two writes.
   */
  readonly reload: Effect.Effect<Option.Option<StoredSession>>
}

export class SessionStore extends Context.Tag("app/SessionStore")<SessionStore, SessionStoreShape>() {
  /** Over a KeyValueStore: localStorage in the browser, memory in tests. */
  static readonly layer = Layer.effect(
    SessionStore,
    Effect.gen(function* () {
      const store = yield* KeyValueStore.KeyValueStore
      const current = yield* Ref.make(Option.none<string>())
      // Storage can be full or disabled (private mode): the session still works for this visit.
      const quietly = <A>(effect: Effect.Effect<A, unknown>) => Effect.ignore(effect)

      const clear = Effect.all([
        Ref.set(current, Option.none()),
        quietly(store.remove(TOKEN_KEY)),
        quietly(store.remove(USER_KEY))
      ]).pipe(Effect.asVoid)

      /** The stored session if it is whole and a player's, and whether anything at all was stored. */
      const read = Effect.gen(function* () {
        const token = yield* store.get(TOKEN_KEY).pipe(Effect.orElseSucceed(() => Option.none<string>()))
        const rawUser = yield* store.get(USER_KEY).pipe(Effect.orElseSucceed(() => Option.none<string>()))
        const user = Option.flatMap(rawUser, decodeUser)
        const whole =
          Option.isSome(token) && token.value.length > 0 && Option.isSome(user) && isLoggedIn(user.value)
            ? Option.some<StoredSession>({ token: token.value, user: user.value })
            : Option.none<StoredSession>()
        return { whole, anything: Option.isSome(token) || Option.isSome(rawUser) }
      })

      const restore = Effect.gen(function* () {
        const { whole, anything } = yield* read
        yield* Ref.set(
          current,
          Option.map(whole, (session) => session.token)
        )
        if (Option.isNone(whole) && anything) yield* clear
        return whole
      })

      const reload = Effect.gen(function* () {
        const { whole } = yield* read
        yield* Ref.set(
          current,
          Option.map(whole, (session) => session.token)
        )
        return whole
      })

      const save = (session: StoredSession) =>
        Effect.all([
          Ref.set(current, Option.some(session.token)),
          quietly(store.set(TOKEN_KEY, session.token)),
          quietly(store.set(USER_KEY, encodeUser(session.user)))
        ]).pipe(Effect.asVoid)

      return { restore, save, clear, reload, token: Ref.get(current) }
    })
  )

  /** In memory, optionally starting with a stored session. */
  static readonly Test = (initial?: StoredSession) =>
    SessionStore.layer.pipe(
      Layer.provide(
        Layer.effect(
          KeyValueStore.KeyValueStore,
          Effect.gen(function* () {
            const store = yield* KeyValueStore.KeyValueStore
            if (initial !== undefined) {
              yield* Effect.orDie(store.set(TOKEN_KEY, initial.token))
              yield* Effect.orDie(store.set(USER_KEY, encodeUser(initial.user)))
            }
            return store
          })
        ).pipe(Layer.provide(KeyValueStore.layerMemory))
      )
    )
}
