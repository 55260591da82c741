import { HttpFailure } from "./route"

// The 429 of a limit (login throttle, registration limit): the wait in words for the player
// ('ลองใหม่ในอีก N นาที', or hours past an hour), in whole seconds for the client
// (`retryAfterSeconds`, which the login form counts down) and for Retry-After.

const waitInWords = (seconds: number): string =>
  seconds > 60 * 60 ? `${Math.ceil(seconds / (60 * 60))} ชั่วโมง` : `${Math.ceil(seconds / 60)} นาที`

export const retryLater = (seconds: number, lead = ""): HttpFailure =>
  new HttpFailure(429, `${lead}ลองใหม่ในอีก ${waitInWords(seconds)}`, undefined, {
    fields: { retryAfterSeconds: seconds },
    headers: { "Retry-After": String(seconds) }
  })
