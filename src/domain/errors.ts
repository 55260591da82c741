import { Schema } from "effect"

// Typed failures of every API call (DESIGN-05, AMB-09). They are Schema classes so that a
// failure can be carried in an event or a log as plain data.

/** 401, 403, 500256, or a server answer without a usable status: the session is over. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {
  status: Schema.NullOr(Schema.Number),
  message: Schema.String
}) {}

/** 408, 503, or no answer within the client timeout. */
export class Timeout extends Schema.TaggedError<Timeout>()("Timeout", {
  status: Schema.NullOr(Schema.Number),
  message: Schema.String
}) {}

/** The request was interrupted or cancelled (a screen went away, a newer request won). */
export class Aborted extends Schema.TaggedError<Aborted>()("Aborted", {
  message: Schema.String
}) {}

/** No answer at all: offline, DNS, connection refused. */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  message: Schema.String
}) {}

/** The server answered with an error: its status, its message and its body as sent. */
export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", {
  status: Schema.Number,
  message: Schema.String,
  body: Schema.Unknown
}) {}

/** The server answered, but the body does not match the contract. */
export class DecodeError extends Schema.TaggedError<DecodeError>()("DecodeError", {
  path: Schema.String,
  message: Schema.String
}) {}

export type ApiError = Unauthorized | Timeout | Aborted | NetworkError | ServerError | DecodeError

export const ApiErrorSchema = Schema.Union(Unauthorized, Timeout, Aborted, NetworkError, ServerError, DecodeError)

/** True for failures that had no answer from the server: never a reason to end a session (AMB-05). */
export const isNoAnswer = (error: ApiError): boolean =>
  error._tag === "Aborted" || error._tag === "Timeout" || error._tag === "NetworkError"
