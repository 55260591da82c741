import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Context, Duration, Effect, Layer, Option, ParseResult, Schema } from "effect"
import { APP_VERSION, CHANNEL_HEADER, HTTP_TIMEOUT_MS } from "../domain/constants"
import { Aborted, DecodeError, NetworkError, ServerError, Timeout, type ApiError } from "../domain/errors"
import { platformOf } from "../domain/platform"
import { AppConfig } from "./app-config"
import { buildPath, Envelope, type Endpoint, type PathParams } from "./contract"
import { classifyResponse } from "./response-classifier"
import { SessionStore } from "./session/session-store"
import { parseJsonBody } from "./json-body"

export interface CallInput<Param extends string, BodyA> {
  readonly params: PathParams<Param>
  readonly body: BodyA
  /** A write's Idempotency-Key (money.md): made once per player intent, reused by its resends. */
  readonly idempotencyKey?: string
  /** The token of a session being ended (logout), which the session store has already forgotten. */
  readonly token?: string
}

/** A multipart call's input (the contract's BodyType "multipart"): one Blob per file field. */
export interface UploadInput<Param extends string, BodyA> {
  readonly params: PathParams<Param>
  readonly files: { readonly [K in keyof BodyA]: Blob }
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  readonly onProgress?: (sent: number) => void
}

export interface ApiClientShape {
  /**
   * Sends one call of the contract and decodes its answer. Interruption stays interruption: the
   * fetch is aborted and the caller's fiber sees it as such: no typed error, no event.
   */
  readonly call: <Name extends string, Param extends string, BodyA, BodyI, DataA, DataI>(
    endpoint: Endpoint<Name, Param, BodyA, BodyI, DataA, DataI>,
    input: CallInput<NoInfer<Param>, NoInfer<BodyA>>
  ) => Effect.Effect<DataA, ApiError>
  /**
   * Sends one multipart call (the slip upload) and decodes its answer as `call` does, reporting
   * upload progress. fetch cannot tell how much of a body has gone, so this one call goes through
   * XMLHttpRequest, behind the same typed errors; interrupting it aborts the request.
   */
  readonly upload: <Name extends string, Param extends string, BodyA, BodyI, DataA, DataI>(
    endpoint: Endpoint<Name, Param, BodyA, BodyI, DataA, DataI>,
    input: UploadInput<NoInfer<Param>, NoInfer<BodyA>>
  ) => Effect.Effect<DataA, ApiError>
}

const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"

const decodeFailure = (where: string) => (error: ParseResult.ParseError) =>
  new DecodeError({ path: where, message: ParseResult.TreeFormatter.formatErrorSync(error) })

/**
 * One multipart request through XMLHttpRequest (for its upload progress): no answer is a
 * NetworkError, the client timeout a Timeout, an abort not asked for by the caller Aborted;
 * interrupting the effect aborts the request.
 */
const sendForm = (
  endpoint: { readonly name: string; readonly method: string },
  url: string,
  headers: Readonly<Record<string, string>>,
  form: FormData,
  onProgress: ((sent: number) => void) | undefined
) =>
  Effect.async<{ readonly status: number; readonly text: string }, ApiError>((resume) => {
    const xhr = new XMLHttpRequest()
    xhr.open(endpoint.method, url)
    xhr.timeout = HTTP_TIMEOUT_MS
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => resume(Effect.succeed({ status: xhr.status, text: xhr.responseText }))
    xhr.onerror = () => resume(Effect.fail(new NetworkError({ message: `${endpoint.name}: no answer` })))
    xhr.ontimeout = () =>
      resume(
        Effect.fail(new Timeout({ status: null, message: `${endpoint.name}: no answer in ${HTTP_TIMEOUT_MS} ms` }))
      )
    xhr.onabort = () => resume(Effect.fail(new Aborted({ message: `${endpoint.name}: aborted` })))
    xhr.send(form)
    return Effect.sync(() => {
      xhr.onabort = null
      xhr.abort()
    })
  })

/** The answer of a call as the client sees it: the status mapped to a typed error, the envelope decoded. */
const answerOf = <DataA, DataI>(
  endpoint: { readonly name: string; readonly data: Schema.Schema<DataA, DataI>; readonly sessionBound: boolean },
  status: number,
  text: string
): Effect.Effect<DataA, ApiError> =>
  Effect.gen(function* () {
    const body = parseJsonBody(text)
    const failure = classifyResponse(status, body, endpoint.sessionBound)
    if (failure !== null) return yield* Effect.fail(failure)
    const envelope = yield* Schema.decodeUnknown(Envelope(endpoint.data))(body).pipe(
      Effect.mapError(decodeFailure(endpoint.name))
    )
    if (!envelope.success) return yield* Effect.fail(new ServerError({ status, message: envelope.message, body }))
    return envelope.data
  })

/** The transport: headers, timeout, status mapping and decoding; nothing else (no toasts, redirects or storage). */
export class ApiClient extends Context.Tag("app/ApiClient")<ApiClient, ApiClientShape>() {
  static readonly layer = Layer.effect(
    ApiClient,
    Effect.gen(function* () {
      const http = yield* HttpClient.HttpClient
      const config = yield* AppConfig
      const session = yield* SessionStore
      const baseHeaders = {
        platform: platformOf(config.userAgent),
        channel: CHANNEL_HEADER,
        webversion: APP_VERSION,
        webhostname: config.hostname
      }

      const call: ApiClientShape["call"] = (endpoint, input) =>
        Effect.gen(function* () {
          const url = `${config.apiBaseUrl}${buildPath(endpoint.path, input.params)}`
          const encodedBody = yield* Schema.encode(endpoint.body)(input.body).pipe(
            Effect.mapError(decodeFailure(`${endpoint.name} request`))
          )
          // Login goes without a token (AMB-07); every other call carries it when there is one (AMB-08).
          const token = !endpoint.sessionBound
            ? Option.none<string>()
            : input.token !== undefined
              ? Option.some(input.token)
              : yield* session.token
          let request = HttpClientRequest.make(endpoint.method)(url).pipe(
            HttpClientRequest.setHeaders(baseHeaders),
            HttpClientRequest.acceptJson
          )
          if (Option.isSome(token)) request = HttpClientRequest.bearerToken(request, token.value)
          if (input.idempotencyKey !== undefined) {
            request = HttpClientRequest.setHeader(request, IDEMPOTENCY_KEY_HEADER, input.idempotencyKey)
          }
          if (encodedBody !== undefined) request = HttpClientRequest.bodyUnsafeJson(request, encodedBody)

          // No answer, or an answer cut off mid-body: either way the server was not heard.
          const response = yield* http
            .execute(request)
            .pipe(Effect.mapError((error) => new NetworkError({ message: error.message })))
          const text = yield* response.text.pipe(
            Effect.mapError((error) => new NetworkError({ message: error.message }))
          )
          return yield* answerOf(endpoint, response.status, text)
        }).pipe(
          Effect.timeoutFail({
            duration: Duration.millis(HTTP_TIMEOUT_MS),
            onTimeout: () =>
              new Timeout({ status: null, message: `${endpoint.name}: no answer in ${HTTP_TIMEOUT_MS} ms` })
          }),
          Effect.withSpan(`api.${endpoint.name}`)
        )

      const upload: ApiClientShape["upload"] = (endpoint, input) =>
        Effect.gen(function* () {
          const token = yield* session.token
          const form = new FormData()
          for (const [field, file] of Object.entries<Blob>(input.files)) form.append(field, file, field)
          const headers: Record<string, string> = { ...baseHeaders, accept: "application/json" }
          if (Option.isSome(token)) headers["authorization"] = `Bearer ${token.value}`
          const url = `${config.apiBaseUrl}${buildPath(endpoint.path, input.params)}`
          const { status, text } = yield* sendForm(endpoint, url, headers, form, input.onProgress)
          return yield* answerOf(endpoint, status, text)
        }).pipe(Effect.withSpan(`api.${endpoint.name}`))

      return { call, upload }
    })
  )
}
