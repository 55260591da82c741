// Scripted answers for the services' test layers: a value, a failure, a delay, or a sequence of
// them. Delays run on the Effect clock, so TestClock drives them in `it.effect` tests and real time
// passes in component tests.
import { Duration, Effect } from "effect"
import type { ApiError } from "../../src/domain/errors"

export type ScriptedAnswer<A> = Effect.Effect<A, ApiError>

export const answer = {
  /** Answers `value` at once. */
  succeed: <A>(value: A): ScriptedAnswer<A> => Effect.succeed(value),
  /** Answers `value` after `delay` ("2 seconds", 500 for ms). */
  after: <A>(delay: Duration.DurationInput, value: A): ScriptedAnswer<A> => Effect.delay(Effect.succeed(value), delay),
  /** Fails with `error` (a Timeout, an Unauthorized ...), at once or after `options.after`. */
  fail: (error: ApiError, options: { readonly after?: Duration.DurationInput } = {}): ScriptedAnswer<never> =>
    options.after === undefined ? Effect.fail(error) : Effect.delay(Effect.fail(error), options.after),
  /** Never answers: only interruption ends it (a screen going away, a newer request). */
  hang: Effect.never satisfies ScriptedAnswer<never>,
  /**
   * Each run takes the next answer: `[first call, second call, ...]`. A run past the end dies
   * loudly, naming how many answers were scripted. Share one sequence between calls:
   * `const credits = answer.sequence([...]); user: { credit: () => credits }`.
   */
  sequence: <A>(answers: ReadonlyArray<ScriptedAnswer<A>>): ScriptedAnswer<A> => {
    let next = 0
    return Effect.suspend(() => {
      const current = answers[next]
      next += 1
      return (
        current ?? Effect.dieMessage(`answer.sequence: call #${next} but only ${answers.length} answers are scripted`)
      )
    })
  }
}
