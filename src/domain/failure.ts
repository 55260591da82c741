import { playerMessage } from "./error-text"
import type { ApiError } from "./errors"
import type { CallFailure } from "./failure-schema"

export type { CallFailure } from "./failure-schema"

/** The failures an event reports: every ApiError but Aborted, which is the app's own doing. */
export type ReportedError = Exclude<ApiError, { readonly _tag: "Aborted" }>

/**
 * The plain data of a failure, for its event. Events go into exported logs, so only what is safe
 * there: a ServerError's message (the player reads it anyway) but never its body, a timeout's own
 * text, the call whose answer did not decode (not the decoder's dump, which quotes the values), and
 * nothing of a transport error (its text can name the URL, with a username in it). An Unauthorized
 * that reaches here did not end a session (a guest's call, a wrong password at login: AMB-07): it is
 * the server's refusal, with its message.
 */
export const callFailure = (error: ReportedError): CallFailure => {
  switch (error._tag) {
    case "Unauthorized":
      return { _tag: "ServerError", status: error.status, message: error.message }
    case "ServerError":
    case "Timeout":
      return { _tag: error._tag, status: error.status, message: error.message }
    case "DecodeError":
      return { _tag: "DecodeError", status: null, message: error.path }
    case "NetworkError":
      return { _tag: "NetworkError", status: null, message: "" }
  }
}

/** What the player reads for a failure (ERR-01, ERR-18): the server's message, or the Thai text of its kind. */
export const failureText = (failure: CallFailure): string => playerMessage(failure)

/** A timeout, 408 or 503 raises the network-problem flag (ERR-07..ERR-09, AMB-06). */
export const raisesNetworkFlag = (failure: CallFailure): boolean => failure._tag === "Timeout"
