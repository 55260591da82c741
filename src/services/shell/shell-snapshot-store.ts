import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Context, Effect, Layer, Option, Schema } from "effect"
import type { ShellSnapshot } from "../../domain/shell-snapshot"
import { ShellSnapshotJson } from "../../domain/shell-snapshot-schema"
import { SHELL_SNAPSHOT_KEY } from "./shell-snapshot-key"

// The shell snapshot on the device (#16), as the runtime writes it: encoded with its Schema, so only
// the fields of ShellSnapshot reach storage (never a token, whatever the value handed in carries).

const encode = Schema.encode(ShellSnapshotJson)
const decode = Schema.decodeUnknownOption(ShellSnapshotJson)

export interface ShellSnapshotStoreShape {
  readonly save: (snapshot: ShellSnapshot) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
  /** What is stored, decoded (tests, and a check after a write). */
  readonly read: Effect.Effect<Option.Option<ShellSnapshot>>
}

/** The store over any KeyValueStore (the tests read the raw text beside it). */
export const shellSnapshotStoreOver = (store: KeyValueStore.KeyValueStore): ShellSnapshotStoreShape => ({
  // Storage can be full or disabled (private mode): the next visit then waits for the runtime.
  // A value the schema refuses (a fractional level from the server) is not kept.
  save: (snapshot) => Effect.ignore(Effect.flatMap(encode(snapshot), (text) => store.set(SHELL_SNAPSHOT_KEY, text))),
  clear: Effect.ignore(store.remove(SHELL_SNAPSHOT_KEY)),
  read: store.get(SHELL_SNAPSHOT_KEY).pipe(
    Effect.orElseSucceed(() => Option.none<string>()),
    Effect.map(Option.flatMap(decode))
  )
})

export class ShellSnapshotStore extends Context.Tag("app/ShellSnapshotStore")<
  ShellSnapshotStore,
  ShellSnapshotStoreShape
>() {
  static readonly layer = Layer.effect(
    ShellSnapshotStore,
    Effect.map(KeyValueStore.KeyValueStore, shellSnapshotStoreOver).pipe(
      Effect.provide(BrowserKeyValueStore.layerLocalStorage)
    )
  )

  /** In memory, optionally starting from `raw` (the stored text). */
  static readonly Test = (raw?: string) =>
    Layer.effect(
      ShellSnapshotStore,
      Effect.gen(function* () {
        const store = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(KeyValueStore.layerMemory))
        if (raw !== undefined) yield* Effect.orDie(store.set(SHELL_SNAPSHOT_KEY, raw))
        return shellSnapshotStoreOver(store)
      })
    )
}
