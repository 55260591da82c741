// A scripted HttpClient for service tests: it records every request (method, URL, headers, body
// text and the AbortSignal the client gave it) and answers from a script. Built with
// HttpClient.make, so the platform's own abort-on-interrupt wiring is what the tests exercise.
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import { Duration, Effect, Layer } from "effect"

export interface RecordedRequest {
  readonly method: string
  /** The full URL as sent. */
  readonly url: string
  /** The URL's path and query. */
  readonly path: string
  /** Lower-case header names, as the platform keeps them. */
  readonly headers: Readonly<Record<string, string>>
  /** The body as text; null when the request has no body at all. */
  readonly bodyText: string | null
  /** The signal the platform aborts when the request's fiber is interrupted. */
  readonly signal: AbortSignal
}

/** One scripted answer. */
export type FakeAnswer =
  | {
      readonly _tag: "Respond"
      readonly status: number
      /** The body as sent on the wire. */
      readonly text: string
      /** Time (on the Effect clock, so TestClock drives it) before the answer arrives. */
      readonly delay: Duration.Duration
    }
  | { readonly _tag: "Hang" }
  | { readonly _tag: "TransportFailure"; readonly message: string; readonly delay: Duration.Duration }

export const Answer = {
  /** A status with a JSON body. */
  json: (status: number, body: unknown, options: { readonly delay?: Duration.DurationInput } = {}): FakeAnswer => ({
    _tag: "Respond",
    status,
    text: JSON.stringify(body),
    delay: Duration.decode(options.delay ?? 0)
  }),
  /** A status with a raw body (malformed JSON, HTML error pages, an empty body). */
  text: (status: number, text: string, options: { readonly delay?: Duration.DurationInput } = {}): FakeAnswer => ({
    _tag: "Respond",
    status,
    text,
    delay: Duration.decode(options.delay ?? 0)
  }),
  /** The envelope of a success: {success: true, data, message}. */
  ok: (
    data: unknown,
    options: { readonly delay?: Duration.DurationInput; readonly message?: string } = {}
  ): FakeAnswer => Answer.json(200, { success: true, data, message: options.message ?? "ok" }, options),
  /** Never answers: only interruption (or the client's timeout) ends it. */
  hang: { _tag: "Hang" } satisfies FakeAnswer,
  /** No answer at all: connection refused, DNS, offline. */
  transportFailure: (
    message = "connect ECONNREFUSED",
    options: { readonly delay?: Duration.DurationInput } = {}
  ): FakeAnswer => ({
    _tag: "TransportFailure",
    message,
    delay: Duration.decode(options.delay ?? 0)
  })
}

/** Answers in order (a request past the end dies loudly), or computed per request. */
export type FakeScript = ReadonlyArray<FakeAnswer> | ((request: RecordedRequest, index: number) => FakeAnswer)

export interface FakeHttp {
  readonly layer: Layer.Layer<HttpClient.HttpClient>
  /** Every request so far, oldest first. */
  readonly requests: ReadonlyArray<RecordedRequest>
  /** The only request so far; throws when there is not exactly one. */
  readonly only: () => RecordedRequest
  /** Yields until at least `count` requests have been sent (forked callers need a moment to get there). */
  readonly awaitRequests: (count: number) => Effect.Effect<void>
}

const bodyText = (body: HttpClientRequest.HttpClientRequest["body"]): string | null => {
  switch (body._tag) {
    case "Empty":
      return null
    case "Uint8Array":
      return new TextDecoder().decode(body.body)
    case "Raw":
      return typeof body.body === "string" ? body.body : String(body.body)
    case "FormData":
      return "<form-data>"
    case "Stream":
      return "<stream>"
  }
}

/**
 * A web Response with any status, including ones the Response constructor refuses (0, 600, 1xx):
 * those start as 200 and get their status overridden, which is all HttpClientResponse reads.
 */
const webResponse = (status: number, text: string): Response => {
  const constructible = status >= 200 && status <= 599
  const response = new Response(text.length === 0 ? null : text, {
    status: constructible ? status : 200,
    headers: { "content-type": "application/json" }
  })
  if (!constructible) Object.defineProperty(response, "status", { value: status })
  return response
}

export const makeFakeHttp = (script: FakeScript): FakeHttp => {
  const requests: Array<RecordedRequest> = []
  const answerFor = (recorded: RecordedRequest, index: number): FakeAnswer | undefined =>
    typeof script === "function" ? script(recorded, index) : script[index]

  const client = HttpClient.make((request, url, signal) =>
    Effect.suspend(() => {
      const recorded: RecordedRequest = {
        method: request.method,
        url: url.toString(),
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers },
        bodyText: bodyText(request.body),
        signal
      }
      const index = requests.length
      requests.push(recorded)
      const answer = answerFor(recorded, index)
      if (answer === undefined) {
        return Effect.dieMessage(
          `fake HttpClient: request #${index + 1} (${request.method} ${recorded.path}) is not scripted`
        )
      }
      switch (answer._tag) {
        case "Hang":
          return Effect.never
        case "TransportFailure":
          return Effect.delay(
            Effect.fail(
              new HttpClientError.RequestError({
                request,
                reason: "Transport",
                cause: new Error(answer.message),
                description: answer.message
              })
            ),
            answer.delay
          )
        case "Respond":
          return Effect.delay(
            Effect.sync(() => HttpClientResponse.fromWeb(request, webResponse(answer.status, answer.text))),
            answer.delay
          )
      }
    })
  )

  return {
    layer: Layer.succeed(HttpClient.HttpClient, client),
    requests,
    only: () => {
      const [first, ...rest] = requests
      if (first === undefined || rest.length > 0)
        throw new Error(`expected exactly one request, got ${requests.length}`)
      return first
    },
    awaitRequests: (count) =>
      Effect.gen(function* () {
        for (let round = 0; round < 1_000; round++) {
          if (requests.length >= count) return
          yield* Effect.yieldNow()
        }
        return yield* Effect.dieMessage(`fake HttpClient: waited for ${count} requests, saw ${requests.length}`)
      })
  }
}
