import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Either, Layer, Schema, Stream } from "effect"
import { AppConfig } from "../../../src/services/app-config"
import { OnlineCountMessage, RealtimeService, socketOptions } from "../../../src/services/realtime/realtime-service"
import { SessionStore } from "../../../src/services/session/session-store"
import { testConfig } from "../../support/sessions"

const decode = Schema.decodeUnknownEither(OnlineCountMessage)

describe("RealtimeService", () => {
  it("RT-02 RT-03 RT-04 RT-05 DESIGN-12 socketOptions authenticate with the token, websocket only, 20 s timeout, 1-5 s reconnection", () => {
    const options = socketOptions("tok-123")
    expect(options.auth).toEqual({ token: "tok-123" })
    expect(options.transports).toEqual(["websocket"])
    expect(options.timeout).toBe(20_000)
    expect(options.reconnectionDelay).toBe(1_000)
    expect(options.reconnectionDelayMax).toBe(5_000)
    expect(options.reconnection).toBe(true)
  })

  it("RT-08 the online-count message accepts a non-negative integer count", () => {
    expect(decode({ count: 0 })).toEqual(Either.right({ count: 0 }))
    expect(decode({ count: 123 })).toEqual(Either.right({ count: 123 }))
  })

  it.each([
    { label: "a negative count", payload: { count: -1 } },
    { label: "a fractional count", payload: { count: 1.5 } },
    { label: "a string count", payload: { count: "12" } },
    { label: "NaN", payload: { count: Number.NaN } },
    { label: "no count", payload: {} },
    { label: "a bare number", payload: 12 }
  ])("RT-08 the online-count message rejects $label", ({ payload }) => {
    expect(Either.isLeft(decode(payload))).toBe(true)
  })

  it.effect("RT-08 RealtimeService.Test streams the scripted counts in order", () =>
    Effect.gen(function* () {
      const realtime = yield* RealtimeService
      expect(Chunk.toReadonlyArray(yield* Stream.runCollect(realtime.messages))).toEqual([
        { _tag: "OnlineCount", count: 5 },
        { _tag: "OnlineCount", count: 7 }
      ])
    }).pipe(Effect.provide(RealtimeService.Test([5, 7])))
  )

  it.effect("RT-01 a guest (no token) gets no socket: the live stream ends at once, empty", () =>
    Effect.gen(function* () {
      const realtime = yield* RealtimeService
      expect(Chunk.toReadonlyArray(yield* Stream.runCollect(realtime.messages))).toEqual([])
    }).pipe(
      Effect.provide(
        RealtimeService.layer.pipe(Layer.provide(Layer.mergeAll(AppConfig.layer(testConfig()), SessionStore.Test())))
      )
    )
  )
})
