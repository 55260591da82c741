import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref } from "effect"
import { DEFAULT_BRAND, type Brand } from "../../../src/domain/brands"
import { chatAddress } from "../../../src/domain/contact"
import { levelName } from "../../../src/domain/levels"
import { selectBalance, selectServerMoneyMoves } from "../../../src/events/player/selectors"
import { selectOnline, selectOnlineCount } from "../../../src/events/site/selectors"
import { showChatWidget } from "../../../src/runtime/commands/contact"
import { watchConnectivity, watchOnlineCount } from "../../../src/runtime/commands/realtime"
import { restoreSession } from "../../../src/runtime/commands/session"
import type { ChatVisitor } from "../../../src/services/contact/chat-widget"
import { makeAppHarness } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { player } from "../events/fixtures"
import { satang } from "../../../src/domain/money"

const baseBrand = DEFAULT_BRAND
const withChat: Brand = { ...baseBrand, chatPropertyId: "prop-123" }
const withoutChat: Brand = { ...baseBrand, chatPropertyId: null }

const waitUntil = (condition: Effect.Effect<boolean>) =>
  Effect.gen(function* () {
    for (let round = 0; round < 100 && !(yield* condition); round++) yield* Effect.yieldNow()
  })

describe("watchOnlineCount", () => {
  it.scoped("RT-08 each count from the socket becomes OnlineCountReceived, in order", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ onlineCounts: [5, 7] })
      yield* app.run(watchOnlineCount)
      expect(app.eventsTagged("OnlineCountReceived").map((event) => event.count)).toEqual([5, 7])
      expect(selectOnlineCount(app.store.getState())).toBe(7)
    })
  )
})

describe("watchOnlineCount after a drop", () => {
  it.scoped("#9 a socket that reconnects after a drop has the balance and the money screens' lists read again", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        storedSession: playerSession,
        onlineCounts: [5, "reconnected", 6],
        user: { credit: () => Effect.succeed({ balance: satang(7_700), balanceType: "M" }) }
      })
      yield* app.run(restoreSession)
      yield* app.run(watchOnlineCount)
      expect(app.tags().slice(1)).toEqual([
        "OnlineCountReceived",
        "SocketReconnected",
        "CreditLoading",
        "CreditLoaded",
        "OnlineCountReceived"
      ])
      expect(selectBalance(app.store.getState())).toBe(7_700)
      // What the server pushed meanwhile was missed: the screens that list money movements reload.
      expect(selectServerMoneyMoves(app.store.getState())).toBe(1)
    })
  )
})

describe("watchConnectivity", () => {
  it.scoped("COMPAT-11 each change of connectivity is dispatched once; repeats are dropped", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ connectivity: [true, true, false, false, true] })
      yield* app.run(watchConnectivity)
      expect(app.eventsTagged("ConnectivityChanged").map((event) => event.online)).toEqual([true, false, true])
      expect(selectOnline(app.store.getState())).toBe(true)
    })
  )
})

describe("showChatWidget", () => {
  it.scoped(
    "CHAT-03 CHAT-04 LEVEL-12 a player of a brand with a property id gets the widget with the visitor attributes and derived address",
    () =>
      Effect.gen(function* () {
        const shown = yield* Ref.make<ReadonlyArray<ChatVisitor>>([])
        const app = yield* makeAppHarness({ storedSession: playerSession, chatShown: shown })
        yield* app.run(restoreSession)
        const fiber = yield* Effect.fork(app.run(showChatWidget(withChat)))
        yield* waitUntil(Effect.map(Ref.get(shown), (visitors) => visitors.length > 0))
        expect(yield* Ref.get(shown)).toEqual([
          {
            name: player.name,
            phone: player.phone,
            username: player.user_pass.username,
            bankName: player.user_bank.bankName,
            bankId: player.user_bank.bankId,
            levelName: levelName(player.level),
            point: player.user_credit.point,
            address: chatAddress(player.user_pass.username)
          }
        ])
        expect(levelName(player.level)).toBe("platinum")
        expect(fiber.unsafePoll()).toBeNull()
        // CHAT-05: interrupting the command (logout, leaving the area) removes the widget.
        yield* Fiber.interrupt(fiber)
        expect(yield* Ref.get(shown)).toEqual([])
      })
  )

  it.scoped("CHAT-02 a brand without a chat property id shows nothing", () =>
    Effect.gen(function* () {
      const shown = yield* Ref.make<ReadonlyArray<ChatVisitor>>([])
      const app = yield* makeAppHarness({ storedSession: playerSession, chatShown: shown })
      yield* app.run(restoreSession)
      yield* app.run(showChatWidget(withoutChat))
      expect(yield* Ref.get(shown)).toEqual([])
    })
  )

  it.scoped("CHAT-01 a guest gets no widget", () =>
    Effect.gen(function* () {
      const shown = yield* Ref.make<ReadonlyArray<ChatVisitor>>([])
      const app = yield* makeAppHarness({ chatShown: shown })
      yield* app.run(showChatWidget(withChat))
      expect(yield* Ref.get(shown)).toEqual([])
    })
  )
})
