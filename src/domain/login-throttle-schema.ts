// The wire format of the server's login throttle; the rule about it is in login-throttle.ts.
import { Option, Schema } from "effect"

/** The part of a 429 answer the app reads: at most a day, whole seconds. */
export const LoginThrottleBody = Schema.Struct({
  retryAfterSeconds: Schema.Number.pipe(Schema.int(), Schema.between(1, 86_400))
})

/** The epoch ms from which a throttled login may be tried again, if `body` is a throttle's answer. */
export const retryAtOf = (status: number, body: unknown, now: number): number | undefined =>
  status === 429
    ? Option.getOrUndefined(
        Option.map(
          Schema.decodeUnknownOption(LoginThrottleBody)(body),
          ({ retryAfterSeconds }) => now + retryAfterSeconds * 1000
        )
      )
    : undefined
