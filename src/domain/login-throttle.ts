import { Option, Schema } from "effect"

// Wrong passwords are throttled by the server (429): its answer says how long this browser waits.

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

/** Whole seconds left of a lock at `now` (0 once it is over). */
export const secondsLeft = (lockedUntil: number | null, now: number): number =>
  lockedUntil === null ? 0 : Math.max(0, Math.ceil((lockedUntil - now) / 1000))
