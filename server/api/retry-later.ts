import { HttpFailure } from "./route"

// The 429 of a limit (login throttle, registration limit): the wait in words for the player
// ('ลองใหม่ในอีก N นาที', or hours past an hour), in whole seconds for the client
// (`retryAfterSeconds`, which the login form counts down) and for Retry-After.

const waitInWords = (seconds: number): string =>
  seconds > 60 * 60 ? `${Math.ceil(seconds / (60 * 60))} ชั่วโมง` : `${Math.ceil(seconds / 60)} นาที`

/** A 429 saying `message`, with the wait in whole seconds for the client and for Retry-After. */
export const retryAfter = (seconds: number, message: string): HttpFailure =>
  new HttpFailure(429, message, undefined, {
    fields: { retryAfterSeconds: seconds },
    headers: { "Retry-After": String(seconds) }
  })

export const retryLater = (seconds: number, lead = ""): HttpFailure =>
  retryAfter(seconds, `${lead}ลองใหม่ในอีก ${waitInWords(seconds)}`)
