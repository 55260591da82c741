// ApiError values are Effect errors: they are yieldable (iterable over themselves), which sends
// vitest's deep equality into endless recursion when a match fails. Tests compare this plain
// projection instead.
import { Effect } from "effect"
import type { ApiError } from "../../src/domain/errors"

export interface ErrorShape {
  readonly _tag: ApiError["_tag"]
  readonly message: string
  readonly status?: number | null
  readonly body?: unknown
  readonly path?: string
}

export const errorShape = (error: ApiError): ErrorShape => {
  switch (error._tag) {
    case "Unauthorized":
    case "Timeout":
      return { _tag: error._tag, status: error.status, message: error.message }
    case "ServerError":
      return { _tag: error._tag, status: error.status, message: error.message, body: error.body }
    case "DecodeError":
      return { _tag: error._tag, path: error.path, message: error.message }
    case "Aborted":
    case "NetworkError":
      return { _tag: error._tag, message: error.message }
  }
}

/** The failure of an effect that must fail, as its plain shape. */
export const failureOf = <A, R>(effect: Effect.Effect<A, ApiError, R>): Effect.Effect<ErrorShape, never, R> =>
  Effect.matchEffect(effect, {
    onFailure: (error) => Effect.succeed(errorShape(error)),
    onSuccess: (value) => Effect.dieMessage(`expected a failure, got ${JSON.stringify(value)}`)
  })
