// Records which scripted service methods a command called, in order.
import { Effect } from "effect"

export interface CallRecorder {
  readonly calls: ReadonlyArray<string>
  /** The effect, noting its name each time it runs. */
  readonly record: <A, E>(name: string, effect: Effect.Effect<A, E>) => Effect.Effect<A, E>
  readonly count: (name: string) => number
}

export const makeCallRecorder = (): CallRecorder => {
  const calls: Array<string> = []
  return {
    calls,
    record: (name, effect) =>
      Effect.suspend(() => {
        calls.push(name)
        return effect
      }),
    count: (name) => calls.filter((call) => call === name).length
  }
}
