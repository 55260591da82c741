import { playerMessage } from "./error-text"
import type { ApiError } from "./errors"
import type { CallFailure } from "./failure-schema"

export type { CallFailure } from "./failure-schema"

/** The failures an event reports: every ApiError but the two that end (Unauthorized) or stop (Aborted) a call. */
export type ReportedError = Exclude<ApiError, { readonly _tag: "Unauthorized" | "Aborted" }>

/** The plain data of a failure, for its event (a ServerError's body stays out: it may hold personal data). */
export const callFailure = (error: ReportedError): CallFailure => ({
  _tag: error._tag,
  status: error._tag === "Timeout" || error._tag === "ServerError" ? error.status : null,
  message: error.message
})

/** What the player reads for a failure (ERR-01, ERR-18): the server's message, or the Thai text of its kind. */
export const failureText = (failure: CallFailure): string => playerMessage(failure)

/** A timeout, 408 or 503 raises the network-problem flag (ERR-07..ERR-09, AMB-06). */
export const raisesNetworkFlag = (failure: CallFailure): boolean => failure._tag === "Timeout"
