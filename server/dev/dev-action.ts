import { Either, Schema } from "effect"
import type { ServerState } from "../state"

// A test-only control call (POST /__dev/NAME): its body decoded with a schema, then applied to the
// server's state. Most answer 204; one that makes something a test needs (a slip image, a
// reference) answers it as JSON. Areas declare theirs beside their routes (server/api/<area>.ts)
// and list them in server/api/dev-actions.ts.

export interface OnlineCountSink {
  readonly emitOnlineCount: (count: number) => void
}

export interface DevContext {
  readonly state: ServerState
  readonly sink: OnlineCountSink
}

export type DevAnswer =
  | { readonly _tag: "Done" }
  | { readonly _tag: "Json"; readonly body: unknown }
  /** The body did not decode, or names nothing that exists: a 400. */
  | { readonly _tag: "Invalid" }

export type DevAction = (body: unknown, ctx: DevContext) => DevAnswer

export const DONE: DevAnswer = { _tag: "Done" }
export const INVALID: DevAnswer = { _tag: "Invalid" }
export const jsonAnswer = (body: unknown): DevAnswer => ({ _tag: "Json", body })

/**
 * An action whose body is decoded by `schema`; `apply` answers nothing (204) or its own answer
 * (a JSON body, or INVALID when the body names nothing that exists).
 */
export const decodedAction =
  <A, I>(schema: Schema.Schema<A, I>, apply: (value: A, ctx: DevContext) => DevAnswer | void): DevAction =>
  (body, ctx) => {
    const result = Schema.decodeUnknownEither(schema)(body)
    if (Either.isLeft(result)) return INVALID
    return apply(result.right, ctx) ?? DONE
  }
