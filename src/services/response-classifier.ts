import { NETWORK_FLAG_STATUSES, SESSION_ENDING_STATUSES } from "../domain/constants"
import { ServerError, Timeout, Unauthorized, type ApiError } from "../domain/errors"
import { ErrorBody } from "./contract"
import { Either, Schema } from "effect"

const decodeErrorBody = Schema.decodeUnknownEither(ErrorBody)

const numeric = (value: number | string | undefined): number | null => {
  if (value === undefined) return null
  const n = typeof value === "number" ? value : Number(value)
  return Number.isFinite(n) ? n : null
}

/**
 * Turns an HTTP answer that is not a success into its typed error (ERR-02..ERR-09, AMB-02, AMB-05).
 * `sessionBound` is false for calls whose rejection is not about the session (login, AMB-07).
 * Returns null when the answer is a success.
 */
export const classifyResponse = (status: number, body: unknown, sessionBound: boolean): ApiError | null => {
  const parsed = decodeErrorBody(body)
  const errorBody = Either.isRight(parsed) ? parsed.right : {}
  const message = errorBody.message ?? ""
  const bodyCodes = [numeric(errorBody.code), numeric(errorBody.status)]
  const usableStatus = Number.isInteger(status) && status >= 100 && status <= 599
  const sessionEnding =
    !usableStatus || SESSION_ENDING_STATUSES.includes(status) || bodyCodes.some((c) => c !== null && SESSION_ENDING_STATUSES.includes(c))

  if (sessionEnding && sessionBound) return new Unauthorized({ status: usableStatus ? status : null, message })
  if (NETWORK_FLAG_STATUSES.includes(status)) return new Timeout({ status, message })
  if (usableStatus && status >= 200 && status < 300 && errorBody.success !== false && !sessionEnding) return null
  return new ServerError({ status, message, body })
}
