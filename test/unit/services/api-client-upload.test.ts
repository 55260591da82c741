// #10 OPEN-35 ApiClient.upload: the multipart call (the slip) goes through XMLHttpRequest for its
// upload progress, behind the same typed errors as every call; interrupting it aborts the request.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Layer } from "effect"
import { ApiClient } from "../../../src/services/api-client"
import { AppConfig } from "../../../src/services/app-config"
import { SessionStore } from "../../../src/services/session/session-store"
import { slipEndpoints } from "../../../src/services/slip/endpoints"
import { makeFakeHttp } from "../../support/fake-http"
import { PLAYER_TOKEN, playerSession, testConfig } from "../../support/sessions"

/** A stand-in XMLHttpRequest: records what is sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | null = null
  readonly headers = new Map<string, string>()
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  method = ""
  url = ""
  body: unknown = null
  timeout = 0
  status = 0
  responseText = ""
  aborted = false
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value)
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.last = this
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
}

const layer = ApiClient.layer.pipe(
  Layer.provideMerge(
    Layer.mergeAll(makeFakeHttp([]).layer, AppConfig.layer(testConfig({})), SessionStore.Test(playerSession))
  )
)

const slipAnswer = {
  success: true,
  message: "",
  data: {
    transRef: "004DEMO0000000001",
    amount: 500,
    sendingBank: { code: "004", name: "กสิกรไทย" },
    senderName: "นาย ส***ย ใ***ดี",
    receiver: { bankCode: "004", accountNumber: "xxx-x-xx456-7", accountName: "บจก. เดโม" },
    transferredAt: "2025-06-15T03:00:00.000Z"
  }
}

const upload = (onProgress: (sent: number) => void) =>
  Effect.flatMap(ApiClient, (api) =>
    api.upload(slipEndpoints.verify, { params: {}, files: { slip: new Blob(["png"]) }, onProgress })
  )

const started = Effect.gen(function* () {
  yield* Effect.flatMap(SessionStore, (session) => session.restore)
  const sent: Array<number> = []
  const fiber = yield* Effect.fork(upload((share) => sent.push(share)))
  yield* Effect.yieldNow()
  const xhr = FakeXhr.last
  if (xhr === null) throw new Error("no request sent")
  return { fiber, xhr, sent }
})

describe("ApiClient.upload (#10 OPEN-35)", () => {
  Reflect.set(globalThis, "XMLHttpRequest", FakeXhr)

  it.effect("#10 sends the file as multipart field `slip` with the token, reports progress, decodes the answer", () =>
    Effect.gen(function* () {
      const { fiber, xhr, sent } = yield* started
      expect(xhr.method).toBe("POST")
      expect(xhr.url).toMatch(/\/api\/auth\/slip\/verify$/)
      expect([...xhr.headers.entries()]).toContainEqual(["authorization", `Bearer ${PLAYER_TOKEN}`])
      expect(xhr.body instanceof FormData && xhr.body.get("slip") instanceof Blob).toBe(true)
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
      xhr.status = 200
      xhr.responseText = JSON.stringify(slipAnswer)
      xhr.onload?.()
      const slip = yield* Fiber.join(fiber)
      expect(sent).toEqual([0.5])
      expect(slip.amount).toBe(50_000)
    }).pipe(Effect.provide(layer))
  )

  it.effect("#10 ERR-14 a refusal is a ServerError with the server's message", () =>
    Effect.gen(function* () {
      const { fiber, xhr } = yield* started
      xhr.status = 422
      xhr.responseText = JSON.stringify({ success: false, message: "สลิปหมดอายุ" })
      xhr.onload?.()
      const exit = yield* Fiber.await(fiber)
      expect(exit).toMatchObject(Exit.fail({ _tag: "ServerError", status: 422, message: "สลิปหมดอายุ" }))
    }).pipe(Effect.provide(layer))
  )

  it.effect("#10 no answer is a NetworkError, the client's timeout a Timeout", () =>
    Effect.gen(function* () {
      const first = yield* started
      first.xhr.onerror?.()
      expect(yield* Effect.flip(Fiber.join(first.fiber))).toMatchObject({ _tag: "NetworkError" })
      const second = yield* started
      second.xhr.ontimeout?.()
      expect(yield* Effect.flip(Fiber.join(second.fiber))).toMatchObject({ _tag: "Timeout" })
    }).pipe(Effect.provide(layer))
  )

  it.effect("#10 interrupting the upload ('ยกเลิก') aborts the request", () =>
    Effect.gen(function* () {
      const { fiber, xhr } = yield* started
      yield* Fiber.interrupt(fiber)
      expect(xhr.aborted).toBe(true)
    }).pipe(Effect.provide(layer))
  )
})
