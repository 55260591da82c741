// The wire and log format of a failed call as events carry it; the rules about it are in failure.ts.
import { Schema } from "effect"

/**
 * A failed call, as the one event of its failure carries it (DESIGN-05, STORE-13): what happened,
 * the HTTP status when there was one, and the server's or the client's message. Unauthorized never
 * travels as such: it ends a player's session (SessionTimeout), and a guest's is a refusal like any
 * (ServerError). Aborted never travels at all (the app's own doing).
 */
export const CallFailure = Schema.Struct({
  _tag: Schema.Literal("Timeout", "NetworkError", "ServerError", "DecodeError"),
  status: Schema.NullOr(Schema.Number),
  message: Schema.String
})
export type CallFailure = typeof CallFailure.Type
