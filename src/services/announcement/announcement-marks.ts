import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { StoredAnnouncementMarks } from "../../domain/announcement-schema"

// What this device remembers of announcements (UI-19, OPEN-62): the ids read and the newest id the
// ticker was dismissed at, in localStorage, so a reload or the next visit keeps them. Every byte
// read is decoded; an unreadable value counts as nothing remembered.

export interface AnnouncementMarks {
  readonly read: ReadonlyArray<number>
  readonly dismissedTicker: number | null
}
export const NO_MARKS: AnnouncementMarks = { read: [], dismissedTicker: null }

const MARKS_KEY = "announcements.marks"
const decodeMarks = Schema.decodeUnknownOption(Schema.parseJson(StoredAnnouncementMarks))
const encodeMarks = Schema.encodeSync(Schema.parseJson(StoredAnnouncementMarks))

export interface AnnouncementMarksStoreShape {
  readonly marks: Effect.Effect<AnnouncementMarks>
  readonly save: (marks: AnnouncementMarks) => Effect.Effect<void>
}

const make = (store: KeyValueStore.KeyValueStore): AnnouncementMarksStoreShape => ({
  marks: store.get(MARKS_KEY).pipe(
    Effect.orElseSucceed(() => Option.none<string>()),
    Effect.map((raw) =>
      Option.match(Option.flatMap(raw, decodeMarks), {
        onNone: () => NO_MARKS,
        onSome: ({ read, dismissedTicker }): AnnouncementMarks => ({ read, dismissedTicker })
      })
    )
  ),
  // Storage can be full or disabled (private mode): the marks then last for this visit only.
  save: (marks) => Effect.ignore(store.set(MARKS_KEY, encodeMarks({ version: 1, ...marks })))
})

export class AnnouncementMarksStore extends Context.Tag("app/AnnouncementMarksStore")<
  AnnouncementMarksStore,
  AnnouncementMarksStoreShape
>() {
  static readonly layer = Layer.effect(
    AnnouncementMarksStore,
    Effect.map(KeyValueStore.KeyValueStore, make).pipe(Effect.provide(BrowserKeyValueStore.layerLocalStorage))
  )

  /** In memory, optionally starting from `raw` (the stored text, to test what an old or broken value does). */
  static readonly Test = (raw?: string) =>
    Layer.effect(
      AnnouncementMarksStore,
      Effect.gen(function* () {
        const store = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(KeyValueStore.layerMemory))
        if (raw !== undefined) yield* Effect.orDie(store.set(MARKS_KEY, raw))
        return make(store)
      })
    )
}
