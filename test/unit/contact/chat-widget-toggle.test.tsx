// @vitest-environment jsdom
import { Effect, Exit, Fiber, Layer, Scope } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { AppConfig } from "../../../src/services/app-config"
import { ChatWidget, type ChatVisitor } from "../../../src/services/contact/chat-widget"
import { testConfig } from "../../support/sessions"

// #29: the site draws the one support button; the provider is told to draw no launcher and is
// opened through its API, once its script has loaded.

const visitor: ChatVisitor = {
  name: "สมชาย ใจดี",
  phone: "0812345678",
  username: "demo",
  bankName: "กสิกรไทย",
  bankId: "1234567890",
  levelName: "silver",
  point: 120,
  address: "demo@member.invalid"
}

const live = ChatWidget.layer.pipe(Layer.provide(AppConfig.layer(testConfig({ chatScriptUrl: "/chat.js" }))))

afterEach(() => {
  document.body.replaceChildren()
  delete window.ChatWidget
})

describe("ChatWidget (live)", () => {
  it("#29 asks the provider for no launcher, and a press before its script has loaded opens the chat once it has", async () => {
    let toggles = 0
    await Effect.runPromise(
      Effect.gen(function* () {
        const widget = yield* ChatWidget
        const scope = yield* Scope.make()
        yield* widget.show("prop-1", visitor).pipe(Scope.extend(scope))
        expect(window.ChatWidgetConfig?.hideLauncher).toBe(true)
        const press = yield* Effect.fork(widget.toggle)
        yield* Effect.yieldNow()
        expect(toggles).toBe(0)
        // The provider's script runs, then the browser says it loaded.
        window.ChatWidget = { destroy: () => undefined, toggle: () => void (toggles += 1) }
        document.querySelector("script[data-chat-widget]")?.dispatchEvent(new Event("load"))
        yield* Fiber.join(press)
        expect(toggles).toBe(1)
        yield* Scope.close(scope, Exit.void)
        // Removed: a press then does nothing.
        yield* widget.toggle
        expect(toggles).toBe(1)
        expect(document.querySelector("script[data-chat-widget]")).toBeNull()
      }).pipe(Effect.provide(live))
    )
  })

  it("#29 with no widget shown, a press does nothing", async () => {
    await Effect.runPromise(Effect.flatMap(ChatWidget, (widget) => widget.toggle).pipe(Effect.provide(live)))
    expect(document.querySelector("script")).toBeNull()
  })
})
