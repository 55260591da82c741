import { Either, Schema } from "effect"
import { Envelope, type BodyType, type Endpoint, type HttpMethod } from "../../src/services/contract"
import { errorBody, type ErrorBody } from "../http/json-response"
import type { AccountState, ServerState } from "../state"
import { idempotent } from "./idempotent-write"
import type { RouteAnswer, RouteRequest } from "./route-io"
import { MESSAGES } from "./messages"

export type { RouteAnswer, RouteRequest } from "./route-io"

// One API route built from one contract endpoint: its params and body are decoded with the
// endpoint's schemas and its data is encoded into the envelope with the endpoint's data schema,
// so the server can never drift from the contract the client decodes with.

/** A handler's refusal: an HTTP status, the error body, and headers it needs (Retry-After ...). */
export class HttpFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code?: string | number,
    readonly extra: {
      readonly fields?: Readonly<Record<string, string | number>>
      readonly headers?: Readonly<Record<string, string>>
    } = {}
  ) {}
}

export interface RouteContext<Param extends string, Body> {
  /** A path parameter by name; the router has matched every one of them. */
  readonly param: (name: Param) => string
  readonly body: Body
  /** The token's account; null only on public routes. */
  readonly account: AccountState | null
  /** The bearer token the call came with, if any (logout revokes it). */
  readonly token: string | null
  /** The peer's address (req.socket.remoteAddress): never a forwarded header a client can write. */
  readonly clientAddress: string
  /**
   * The Host the request came to when the host policy allows it, else the server's own address
   * (server/http/host-policy.ts): a host this site answers for, never one a client made up.
   */
  readonly host: string
  readonly state: ServerState
}

/**
 * The media type a route's body may have (request hygiene: anything else is a 415) is its contract
 * row's `bodyType`: JSON, or multipart/form-data on the slip upload only (readers in api-handler.ts).
 */
export type { BodyType }

export interface RouteOptions {
  /**
   * A write that moves money, points or chances (money.md): it needs an Idempotency-Key, and its
   * answer is kept per (player, key) for 24 hours (idempotent-write.ts).
   */
  readonly idempotent?: boolean
  /**
   * Answered while the site is closed for maintenance (websiteStatus MA, #31). A GET always is; any
   * other method is refused with a 503 unless its row says this: a POST that only reads (a list or
   * a lookup asked for with a body) and logout. Closed by default, so a new write is closed too.
   */
  readonly openInMaintenance?: boolean
}

export interface Route {
  readonly name: string
  readonly method: HttpMethod
  readonly path: string
  readonly bodyType: BodyType
  /** Refused with a 503 during maintenance (RouteOptions.openInMaintenance). */
  readonly closedInMaintenance: boolean
  /** A Promise only for an asyncRoute. */
  readonly run: (request: RouteRequest) => RouteAnswer | Promise<RouteAnswer>
}

const failure = (status: number, body: ErrorBody): RouteAnswer => ({ status, body })

/** The answer of a handler's refusal: its status, its error body and fields, its headers. */
export const failureAnswer = (refusal: HttpFailure): RouteAnswer => ({
  status: refusal.status,
  body: { ...errorBody(refusal.message, refusal.code), ...refusal.extra.fields },
  ...(refusal.extra.headers === undefined ? {} : { headers: refusal.extra.headers })
})

/** Decodes a request into a handler's context, or answers the 400 of a body the row's schema refuses. */
const contextOf = <P extends string, BA>(
  decodeBody: (input: unknown) => Either.Either<BA, unknown>,
  request: RouteRequest
): RouteContext<P, BA> | RouteAnswer => {
  const body = decodeBody(request.rawBody)
  if (Either.isLeft(body)) return failure(400, errorBody(MESSAGES.invalidBody))
  const param = (name: P): string => request.rawParams[name] ?? ""
  const { account, token, clientAddress, host, state } = request
  return { param, body: body.right, account, token, clientAddress, host, state }
}

const isContext = <P extends string, B>(value: RouteContext<P, B> | RouteAnswer): value is RouteContext<P, B> =>
  "param" in value

const routeOf = <P extends string, BA, BI, DA, DI>(
  endpoint: Endpoint<string, P, BA, BI, DA, DI>,
  options: RouteOptions,
  run: Route["run"]
): Route => ({
  name: endpoint.name,
  method: endpoint.method,
  path: endpoint.path,
  bodyType: endpoint.bodyType,
  closedInMaintenance: endpoint.method !== "GET" && options.openInMaintenance !== true,
  run
})

export const route = <P extends string, BA, BI, DA, DI>(
  endpoint: Endpoint<string, P, BA, BI, DA, DI>,
  handler: (ctx: RouteContext<P, NoInfer<BA>>) => NoInfer<DA> | HttpFailure,
  options: RouteOptions = {}
): Route => {
  const decodeBody = Schema.decodeUnknownEither(endpoint.body)
  const encode = Schema.encodeSync(Envelope(endpoint.data))
  const answer = (request: RouteRequest): RouteAnswer => {
    const ctx = contextOf<P, BA>(decodeBody, request)
    if (!isContext(ctx)) return ctx
    const result = handler(ctx)
    if (result instanceof HttpFailure) return failureAnswer(result)
    return { status: 200, body: encode({ success: true, data: result, message: "" }) }
  }
  const run = options.idempotent === true ? idempotent(endpoint.name, answer) : answer
  // A write is one call, one database write (#31): what the handler changes, and the area memories
  // it used, commit as one SQLite transaction (a handler runs synchronously, so the write ends with
  // the call). A read (a GET, a POST row open in maintenance) is not one: saving the memories it
  // used would encode them for nothing (the affiliate area's 1,000 downlines: 15 ms a call); a
  // memory it makes is saved as it is made (area-memory.ts), and a session's use is its own write.
  const writes = endpoint.method !== "GET" && options.openInMaintenance !== true
  return routeOf(endpoint, options, writes ? (request) => request.state.write(() => run(request)) : run)
}

/**
 * A route whose handler waits for work done elsewhere (the slip's image, read on a worker thread,
 * #31), so the event loop answers other calls meanwhile. Never idempotent: a kept answer is written
 * once the handler is done, and a repeat arriving while it runs would run it again; a write that
 * moves money stays a synchronous `route`. Not one database write either (a transaction cannot stay
 * open across an await): a handler that changes anything does so in `ctx.state.write` after its wait.
 */
export const asyncRoute = <P extends string, BA, BI, DA, DI>(
  endpoint: Endpoint<string, P, BA, BI, DA, DI>,
  handler: (ctx: RouteContext<P, NoInfer<BA>>) => Promise<NoInfer<DA> | HttpFailure>,
  options: Omit<RouteOptions, "idempotent"> = {}
): Route => {
  const decodeBody = Schema.decodeUnknownEither(endpoint.body)
  const encode = Schema.encodeSync(Envelope(endpoint.data))
  return routeOf(endpoint, options, async (request) => {
    const ctx = contextOf<P, BA>(decodeBody, request)
    if (!isContext(ctx)) return ctx
    const result = await handler(ctx)
    if (result instanceof HttpFailure) return failureAnswer(result)
    return { status: 200, body: encode({ success: true, data: result, message: "" }) }
  })
}

/** The signed-in account of a protected route (the router has checked the token already). */
export const signedIn = <P extends string, B>(ctx: RouteContext<P, B>): AccountState | HttpFailure =>
  ctx.account ?? new HttpFailure(401, MESSAGES.sessionExpired)
