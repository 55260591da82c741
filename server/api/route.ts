import { Either, Schema } from "effect"
import { Envelope, type Endpoint, type HttpMethod } from "../../src/services/contract"
import { errorBody, type ErrorBody } from "../http/json-response"
import type { AccountState, ServerState } from "../state"
import { MESSAGES } from "./messages"

// One API route built from one contract endpoint: its params and body are decoded with the
// endpoint's schemas and its data is encoded into the envelope with the endpoint's data schema,
// so the server can never drift from the contract the client decodes with.

/** A handler's refusal: an HTTP status and the error body. */
export class HttpFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code?: string | number
  ) {}
}

export interface RouteContext<Param extends string, Body> {
  /** A path parameter by name; the router has matched every one of them. */
  readonly param: (name: Param) => string
  readonly body: Body
  /** The token's account; null only on public routes. */
  readonly account: AccountState | null
  readonly state: ServerState
}

export interface RouteRequest {
  readonly rawParams: Record<string, string>
  readonly rawBody: unknown
  readonly account: AccountState | null
  readonly state: ServerState
}

export interface RouteAnswer {
  readonly status: number
  readonly body: unknown
}

export interface Route {
  readonly name: string
  readonly method: HttpMethod
  readonly path: string
  readonly run: (request: RouteRequest) => RouteAnswer
}

const failure = (status: number, body: ErrorBody): RouteAnswer => ({ status, body })

export const route = <P extends string, BA, BI, DA, DI>(
  endpoint: Endpoint<string, P, BA, BI, DA, DI>,
  handler: (ctx: RouteContext<P, NoInfer<BA>>) => NoInfer<DA> | HttpFailure
): Route => {
  const decodeBody = Schema.decodeUnknownEither(endpoint.body)
  const encode = Schema.encodeSync(Envelope(endpoint.data))
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    run: ({ rawParams, rawBody, account, state }) => {
      const body = decodeBody(rawBody)
      if (Either.isLeft(body)) return failure(400, errorBody(MESSAGES.invalidBody))
      const param = (name: P): string => rawParams[name] ?? ""
      const result = handler({ param, body: body.right, account, state })
      if (result instanceof HttpFailure) return failure(result.status, errorBody(result.message, result.code))
      return { status: 200, body: encode({ success: true, data: result, message: "" }) }
    }
  }
}

/** The signed-in account of a protected route (the router has checked the token already). */
export const signedIn = <P extends string, B>(ctx: RouteContext<P, B>): AccountState | HttpFailure =>
  ctx.account ?? new HttpFailure(401, MESSAGES.sessionExpired)
