import { Context, Effect, Layer, Ref, type Scope } from "effect"
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
    ChatWidgetConfig?: { readonly propertyId: string; readonly visitor: ChatVisitor }
    ChatWidget?: { readonly destroy: () => void }
  }
}

export interface ChatWidgetShape {
  /** Loads the provider's script for this visitor; closing the scope removes the widget (CHAT-05). */
  readonly show: (propertyId: string, visitor: ChatVisitor) => Effect.Effect<void, never, Scope.Scope>
}

export class ChatWidget extends Context.Tag("app/ChatWidget")<ChatWidget, ChatWidgetShape>() {
  static readonly layer = Layer.effect(
    ChatWidget,
    Effect.map(AppConfig, ({ chatScriptUrl }) => ({
      show: (propertyId: string, visitor: ChatVisitor) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            window.ChatWidgetConfig = { propertyId, visitor }
            const script = document.createElement("script")
            script.src = chatScriptUrl
            script.async = true
            script.dataset["chatWidget"] = propertyId
            document.body.appendChild(script)
            return script
          }),
          (script) =>
            Effect.sync(() => {
              window.ChatWidget?.destroy()
              script.remove()
              delete window.ChatWidgetConfig
            })
        ).pipe(Effect.asVoid)
    }))
  )

  /** Records what would have been shown, for tests. */
  static readonly Test = (shown: Ref.Ref<ReadonlyArray<ChatVisitor>>) =>
    Layer.succeed(ChatWidget, {
      show: (_propertyId, visitor) =>
        Effect.acquireRelease(
          Ref.update(shown, (all) => [...all, visitor]),
          () => Ref.update(shown, (all) => all.filter((v) => v !== visitor))
        )
    })
}
