import { Context, Deferred, Effect, Layer, Option, Ref, type Scope } from "effect"
import { AppConfig } from "../app-config"

/** What the chat widget is told about the player (CHAT-03, CHAT-04). */
export interface ChatVisitor {
  readonly name: string
  readonly phone: string
  readonly username: string
  readonly bankName: string
  readonly bankId: string
  readonly levelName: string
  readonly point: number
  /** Derived from the username; given to the widget, never shown (CHAT-04). */
  readonly address: string
}

declare global {
  interface Window {
    ChatWidgetConfig?: {
      readonly propertyId: string
      readonly visitor: ChatVisitor
      /** The site draws the one support button (#29): the provider draws no launcher of its own. */
      readonly hideLauncher: boolean
    }
    ChatWidget?: { readonly destroy: () => void; readonly toggle?: () => void }
  }
}

export interface ChatWidgetShape {
  /** Loads the provider's script for this visitor; closing the scope removes the widget (CHAT-05). */
  readonly show: (propertyId: string, visitor: ChatVisitor) => Effect.Effect<void, never, Scope.Scope>
  /**
   * Opens the chat, or closes it when open: the site's support button (#29). A press before the
   * provider's script has loaded waits for it; with no widget shown it does nothing.
   */
  readonly toggle: Effect.Effect<void>
}

export class ChatWidget extends Context.Tag("app/ChatWidget")<ChatWidget, ChatWidgetShape>() {
  static readonly layer = Layer.effect(
    ChatWidget,
    Effect.gen(function* () {
      const { chatScriptUrl } = yield* AppConfig
      // Settled when the shown widget's script has loaded (or failed to: a press then does nothing).
      const loaded = yield* Ref.make(Option.none<Deferred.Deferred<void>>())
      return {
        show: (propertyId: string, visitor: ChatVisitor) =>
          Effect.acquireRelease(
            Effect.gen(function* () {
              const ready = yield* Deferred.make<void>()
              yield* Ref.set(loaded, Option.some(ready))
              return yield* Effect.sync(() => {
                window.ChatWidgetConfig = { propertyId, visitor, hideLauncher: true }
                const script = document.createElement("script")
                script.src = chatScriptUrl
                script.async = true
                script.dataset["chatWidget"] = propertyId
                const settle = () => Deferred.unsafeDone(ready, Effect.void)
                script.addEventListener("load", settle, { once: true })
                script.addEventListener("error", settle, { once: true })
                document.body.appendChild(script)
                return script
              })
            }),
            (script) =>
              Effect.zipRight(
                Ref.set(loaded, Option.none()),
                Effect.sync(() => {
                  window.ChatWidget?.destroy()
                  script.remove()
                  delete window.ChatWidgetConfig
                })
              )
          ).pipe(Effect.asVoid),
        toggle: Effect.flatMap(Ref.get(loaded), (ready) =>
          Option.match(ready, {
            onNone: () => Effect.void,
            onSome: (settled) =>
              Effect.zipRight(
                Deferred.await(settled),
                Effect.sync(() => window.ChatWidget?.toggle?.())
              )
          })
        )
      }
    })
  )

  /** Records what would have been shown, and each toggle, for tests. */
  static readonly Test = (shown: Ref.Ref<ReadonlyArray<ChatVisitor>>, toggled?: Ref.Ref<number>) =>
    Layer.succeed(ChatWidget, {
      show: (_propertyId, visitor) =>
        Effect.acquireRelease(
          Ref.update(shown, (all) => [...all, visitor]),
          () => Ref.update(shown, (all) => all.filter((v) => v !== visitor))
        ),
      toggle: toggled === undefined ? Effect.void : Ref.update(toggled, (count) => count + 1)
    })
}
