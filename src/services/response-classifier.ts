import { NETWORK_FLAG_STATUSES, SESSION_ENDING_STATUSES } from "../domain/constants"
import { ServerError, Timeout, Unauthorized, type ApiError } from "../domain/errors"
import { Either, Schema } from "effect"

/** One field of an error body, read on its own: a malformed neighbour must not hide it. */
const field = <A, I>(schema: Schema.Schema<A, I>, body: unknown, key: string): A | undefined => {
  if (typeof body !== "object" || body === null || !(key in body)) return undefined
  const decoded = Schema.decodeUnknownEither(schema)(Reflect.get(body, key))
  return Either.isRight(decoded) ? decoded.right : undefined
}

const CodeField = Schema.Union(Schema.Number, Schema.NumberFromString)

/**
 * Turns an HTTP answer that is not a success into its typed error (ERR-02..ERR-09, AMB-02, AMB-05).
 * `sessionBound` is false for calls whose rejection is not about the session (login, AMB-07).
 * Returns null when the answer is a success.
 */
export const classifyResponse = (status: number, body: unknown, sessionBound: boolean): ApiError | null => {
  const message = field(Schema.String, body, "message") ?? ""
  const success = field(Schema.Boolean, body, "success")
  const bodyCodes = [field(CodeField, body, "code"), field(CodeField, body, "status")]
  const usableStatus = Number.isInteger(status) && status >= 100 && status <= 599
  const sessionEnding =
    !usableStatus ||
    SESSION_ENDING_STATUSES.includes(status) ||
    bodyCodes.some((c) => c !== undefined && SESSION_ENDING_STATUSES.includes(c))

  if (sessionEnding && sessionBound) return new Unauthorized({ status: usableStatus ? status : null, message })
  if (NETWORK_FLAG_STATUSES.includes(status)) return new Timeout({ status, message })
  if (usableStatus && status >= 200 && status < 300 && success !== false && !sessionEnding) return null
  return new ServerError({ status, message, body })
}
