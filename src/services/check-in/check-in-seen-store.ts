import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { StoredCheckInSeen } from "../../domain/check-in-schema"

// The Bangkok day each player of this device last closed or did the check-in popup on (#15), in
// localStorage: the popup shows once a day, not on every return to the player area. Every byte
// read is decoded; an unreadable value counts as nothing remembered (the popup shows once more).

const SEEN_KEY = "checkIn.seen"
const decodeSeen = Schema.decodeUnknownOption(Schema.parseJson(StoredCheckInSeen))
const encodeSeen = Schema.encodeSync(Schema.parseJson(StoredCheckInSeen))

export interface CheckInSeenStoreShape {
  /** The day key (bangkokDayKey) the player last saw the popup on, or null. */
  readonly lastSeen: (username: string) => Effect.Effect<string | null>
  /** Remembers `day` for the player; other players' older days are dropped (they no longer matter). */
  readonly remember: (username: string, day: string) => Effect.Effect<void>
}

const make = (store: KeyValueStore.KeyValueStore): CheckInSeenStoreShape => {
  const all = store.get(SEEN_KEY).pipe(
    Effect.orElseSucceed(() => Option.none<string>()),
    Effect.map((raw): Readonly<Record<string, string>> =>
      Option.match(Option.flatMap(raw, decodeSeen), { onNone: () => ({}), onSome: (stored) => stored.seen })
    )
  )
  return {
    lastSeen: (username) => Effect.map(all, (seen) => seen[username] ?? null),
    remember: (username, day) =>
      Effect.flatMap(all, (seen) => {
        const today = Object.fromEntries(Object.entries(seen).filter(([, seenDay]) => seenDay === day))
        // Storage can be full or disabled (private mode): the popup then stays closed for this visit only.
        return Effect.ignore(store.set(SEEN_KEY, encodeSeen({ version: 1, seen: { ...today, [username]: day } })))
      })
  }
}

export class CheckInSeenStore extends Context.Tag("app/CheckInSeenStore")<CheckInSeenStore, CheckInSeenStoreShape>() {
  static readonly layer = Layer.effect(
    CheckInSeenStore,
    Effect.map(KeyValueStore.KeyValueStore, make).pipe(Effect.provide(BrowserKeyValueStore.layerLocalStorage))
  )

  /** In memory, optionally starting from `raw` (the stored text, to test an old or broken value). */
  static readonly Test = (raw?: string) =>
    Layer.effect(
      CheckInSeenStore,
      Effect.gen(function* () {
        const store = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(KeyValueStore.layerMemory))
        if (raw !== undefined) yield* Effect.orDie(store.set(SEEN_KEY, raw))
        return make(store)
      })
    )
}
