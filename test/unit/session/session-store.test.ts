import * as KeyValueStore from "@effect/platform/KeyValueStore"
import { SystemError } from "@effect/platform/Error"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TOKEN_KEY, USER_KEY } from "../../../src/services/session/session-keys"
import { SessionStore } from "../../../src/services/session/session-store"
import { PLAYER_TOKEN, playerSession, playerWithoutProfile } from "../../support/sessions"
import { player } from "../events/fixtures"

/** A SessionStore and the KeyValueStore under it, in memory. */
const overMemory = SessionStore.layer.pipe(Layer.provideMerge(KeyValueStore.layerMemory))

/** Seeds raw storage, then builds a fresh SessionStore over it (the next visit). */
const nextVisit = <A, E>(
  seed: ReadonlyArray<readonly [string, string]>,
  body: (store: KeyValueStore.KeyValueStore) => Effect.Effect<A, E, SessionStore>
) =>
  Effect.gen(function* () {
    const kv = yield* KeyValueStore.KeyValueStore
    for (const [key, value] of seed) yield* kv.set(key, value)
    return yield* Effect.provide(body(kv), SessionStore.layer)
  }).pipe(Effect.provide(KeyValueStore.layerMemory))

const storageFailure = (method: string) =>
  Effect.fail(
    new SystemError({ reason: "Unknown", module: "KeyValueStore", method, description: "QuotaExceededError" })
  )

/** Storage that refuses every write, like Safari's private mode or a full quota. */
const refusingWrites = Layer.succeed(
  KeyValueStore.KeyValueStore,
  KeyValueStore.make({
    get: () => Effect.succeed(Option.none()),
    getUint8Array: () => Effect.succeed(Option.none()),
    set: () => storageFailure("set"),
    remove: () => storageFailure("remove"),
    clear: storageFailure("clear"),
    size: Effect.succeed(0)
  })
)

/** Storage whose reads fail too. */
const refusingEverything = Layer.succeed(
  KeyValueStore.KeyValueStore,
  KeyValueStore.make({
    get: () => storageFailure("get"),
    getUint8Array: () => storageFailure("getUint8Array"),
    set: () => storageFailure("set"),
    remove: () => storageFailure("remove"),
    clear: storageFailure("clear"),
    size: storageFailure("size")
  })
)

/** A DOM Storage whose every method throws, as localStorage does when disabled. */
const throwingStorage: Storage = {
  get length(): number {
    throw new DOMException("denied", "SecurityError")
  },
  clear: () => {
    throw new DOMException("denied", "SecurityError")
  },
  getItem: () => {
    throw new DOMException("denied", "SecurityError")
  },
  key: () => {
    throw new DOMException("denied", "SecurityError")
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError")
  },
  setItem: () => {
    throw new DOMException("quota", "QuotaExceededError")
  }
}

describe("SessionStore", () => {
  it.effect("AUTH-01 AUTH-03 save then restore on the next visit gives the same token and user", () =>
    Effect.gen(function* () {
      const session = yield* SessionStore
      const kv = yield* KeyValueStore.KeyValueStore
      yield* session.save(playerSession)
      expect(yield* session.token).toEqual(Option.some(PLAYER_TOKEN))
      expect(yield* kv.get(TOKEN_KEY)).toEqual(Option.some(PLAYER_TOKEN))
      const restored = yield* Effect.provide(
        Effect.flatMap(SessionStore, (next) => Effect.zip(next.restore, next.token)),
        SessionStore.layer.pipe(Layer.provide(Layer.succeed(KeyValueStore.KeyValueStore, kv)))
      )
      expect(restored[0]).toEqual(Option.some(playerSession))
      expect(restored[1]).toEqual(Option.some(PLAYER_TOKEN))
    }).pipe(Effect.provide(overMemory))
  )

  it.effect("AUTH-01 nothing stored restores as none and carries no token", () =>
    nextVisit([], () =>
      Effect.gen(function* () {
        const session = yield* SessionStore
        expect(yield* session.restore).toEqual(Option.none())
        expect(yield* session.token).toEqual(Option.none())
      })
    )
  )

  it.effect("AUTH-01 AMB-34 a token without a user restores as none and is cleared", () =>
    nextVisit([[TOKEN_KEY, PLAYER_TOKEN]], (kv) =>
      Effect.gen(function* () {
        const session = yield* SessionStore
        expect(yield* session.restore).toEqual(Option.none())
        expect(yield* session.token).toEqual(Option.none())
        expect(yield* kv.get(TOKEN_KEY)).toEqual(Option.none())
      })
    )
  )

  it.effect("AUTH-01 AMB-34 a user without a token restores as none and is cleared", () =>
    nextVisit([[USER_KEY, JSON.stringify(player)]], (kv) =>
      Effect.gen(function* () {
        const session = yield* SessionStore
        expect(yield* session.restore).toEqual(Option.none())
        expect(yield* kv.get(USER_KEY)).toEqual(Option.none())
      })
    )
  )

  it.effect(
    "AUTH-02 AMB-34 ENT-02 a token with a user lacking profile.uuid restores as none and both are cleared",
    () =>
      nextVisit(
        [
          [TOKEN_KEY, PLAYER_TOKEN],
          [USER_KEY, JSON.stringify(playerWithoutProfile)]
        ],
        (kv) =>
          Effect.gen(function* () {
            const session = yield* SessionStore
            expect(yield* session.restore).toEqual(Option.none())
            expect(yield* session.token).toEqual(Option.none())
            expect(yield* kv.get(TOKEN_KEY)).toEqual(Option.none())
            expect(yield* kv.get(USER_KEY)).toEqual(Option.none())
          })
      )
  )

  it.effect("AUTH-02 AMB-34 an empty profile.uuid counts as no uuid", () =>
    nextVisit(
      [
        [TOKEN_KEY, PLAYER_TOKEN],
        [USER_KEY, JSON.stringify({ ...player, profile: { uuid: "" } })]
      ],
      () =>
        Effect.map(
          Effect.flatMap(SessionStore, (s) => s.restore),
          (restored) => expect(restored).toEqual(Option.none())
        )
    )
  )

  it.effect.each([
    { label: "corrupt JSON", raw: "{not json" },
    { label: "JSON of the wrong shape", raw: JSON.stringify({ name: 1 }) },
    { label: "the string 'undefined'", raw: "undefined" }
  ])("AUTH-01 AMB-34 a stored user that is $label restores as none and both keys are cleared", ({ raw }) =>
    nextVisit(
      [
        [TOKEN_KEY, PLAYER_TOKEN],
        [USER_KEY, raw]
      ],
      (kv) =>
        Effect.gen(function* () {
          const session = yield* SessionStore
          expect(yield* session.restore).toEqual(Option.none())
          expect(yield* kv.get(TOKEN_KEY)).toEqual(Option.none())
          expect(yield* kv.get(USER_KEY)).toEqual(Option.none())
        })
    )
  )

  it.effect("AUTH-01 an empty stored token restores as none", () =>
    nextVisit(
      [
        [TOKEN_KEY, ""],
        [USER_KEY, JSON.stringify(player)]
      ],
      (kv) =>
        Effect.gen(function* () {
          const session = yield* SessionStore
          expect(yield* session.restore).toEqual(Option.none())
          expect(yield* kv.size).toBe(0)
        })
    )
  )

  it.effect("AUTH-04 clear removes both keys and forgets the token", () =>
    Effect.gen(function* () {
      const session = yield* SessionStore
      const kv = yield* KeyValueStore.KeyValueStore
      yield* kv.set("unrelated", "kept")
      yield* session.save(playerSession)
      yield* session.clear
      expect(yield* kv.get(TOKEN_KEY)).toEqual(Option.none())
      expect(yield* kv.get(USER_KEY)).toEqual(Option.none())
      expect(yield* session.token).toEqual(Option.none())
      expect(yield* session.restore).toEqual(Option.none())
      expect(yield* kv.get("unrelated")).toEqual(Option.some("kept"))
    }).pipe(Effect.provide(overMemory))
  )

  it.effect("AUTH-03 a failing storage write never fails save, and the token still serves this visit", () =>
    Effect.gen(function* () {
      const session = yield* SessionStore
      yield* session.save(playerSession)
      expect(yield* session.token).toEqual(Option.some(PLAYER_TOKEN))
      yield* session.clear
      expect(yield* session.token).toEqual(Option.none())
    }).pipe(Effect.provide(SessionStore.layer.pipe(Layer.provide(refusingWrites))))
  )

  it.effect("AUTH-01 a failing storage read restores as none without failing", () =>
    Effect.gen(function* () {
      const session = yield* SessionStore
      expect(yield* session.restore).toEqual(Option.none())
      yield* session.save(playerSession)
      yield* session.clear
    }).pipe(Effect.provide(SessionStore.layer.pipe(Layer.provide(refusingEverything))))
  )

  it.effect(
    "AUTH-03 AUTH-04 a DOM Storage that throws (disabled localStorage) never fails restore, save or clear",
    () =>
      Effect.gen(function* () {
        const session = yield* SessionStore
        expect(yield* session.restore).toEqual(Option.none())
        yield* session.save(playerSession)
        expect(yield* session.token).toEqual(Option.some(PLAYER_TOKEN))
        yield* session.clear
        expect(yield* session.token).toEqual(Option.none())
      }).pipe(Effect.provide(SessionStore.layer.pipe(Layer.provide(KeyValueStore.layerStorage(() => throwingStorage)))))
  )

  it.effect("AUTH-01 SessionStore.Test(initial) starts with that session stored", () =>
    Effect.gen(function* () {
      const session = yield* SessionStore
      expect(yield* session.token).toEqual(Option.none())
      expect(yield* session.restore).toEqual(Option.some(playerSession))
      expect(yield* session.token).toEqual(Option.some(PLAYER_TOKEN))
    }).pipe(Effect.provide(SessionStore.Test(playerSession)))
  )
})
