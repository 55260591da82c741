import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as BrowserKeyValueStore from "@effect/platform-browser/BrowserKeyValueStore"
import { Context, Effect, Layer, Option, Schema } from "effect"

// Step 1 of registration as it is typed, kept in this tab's sessionStorage so a reload (LINE's
// browser reloads a page it sent to the background) does not lose it (#12). Never the passwords:
// the schema has no field for them, so they cannot be written even by mistake.

export const RegisterDraft = Schema.Struct({
  version: Schema.Literal(1),
  phone: Schema.String.pipe(Schema.maxLength(20)),
  username: Schema.String.pipe(Schema.maxLength(32))
})
export interface RegisterDraftValues {
  readonly phone: string
  readonly username: string
}

const DRAFT_KEY = "register.step1"
const decodeDraft = Schema.decodeUnknownOption(Schema.parseJson(RegisterDraft))
const encodeDraft = Schema.encodeSync(Schema.parseJson(RegisterDraft))

export interface RegisterDraftStoreShape {
  /** What was typed in this tab (none, or unreadable: empty). */
  readonly load: Effect.Effect<RegisterDraftValues>
  readonly save: (draft: RegisterDraftValues) => Effect.Effect<void>
  /** Registered: nothing to keep. */
  readonly clear: Effect.Effect<void>
}

const EMPTY: RegisterDraftValues = { phone: "", username: "" }

const make = (tab: KeyValueStore.KeyValueStore): RegisterDraftStoreShape => ({
  load: tab.get(DRAFT_KEY).pipe(
    Effect.map((raw) =>
      Option.match(Option.flatMap(raw, decodeDraft), {
        onNone: () => EMPTY,
        onSome: ({ phone, username }) => ({ phone, username })
      })
    ),
    Effect.orElseSucceed(() => EMPTY)
  ),
  // Storage may be full or disabled (private mode): the form still works for this visit.
  save: ({ phone, username }) =>
    Effect.ignore(
      tab.set(DRAFT_KEY, encodeDraft({ version: 1, phone: phone.slice(0, 20), username: username.slice(0, 32) }))
    ),
  clear: Effect.ignore(tab.remove(DRAFT_KEY))
})

export class RegisterDraftStore extends Context.Tag("app/RegisterDraftStore")<
  RegisterDraftStore,
  RegisterDraftStoreShape
>() {
  static readonly layer = Layer.effect(
    RegisterDraftStore,
    Effect.map(KeyValueStore.KeyValueStore.pipe(Effect.provide(BrowserKeyValueStore.layerSessionStorage)), make)
  )

  /** In memory, optionally starting with a draft. */
  static readonly Test = (draft?: RegisterDraftValues) =>
    Layer.effect(
      RegisterDraftStore,
      Effect.gen(function* () {
        const tab = yield* KeyValueStore.KeyValueStore.pipe(Effect.provide(KeyValueStore.layerMemory))
        const store = make(tab)
        if (draft !== undefined) yield* store.save(draft)
        return store
      })
    )
}
