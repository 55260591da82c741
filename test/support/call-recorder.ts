// Records which scripted service methods a command called, in order, with their arguments: an
// observer of the services' test layers (src/services/scripted.ts).
import { Effect } from "effect"
import type { CallObserver } from "../../src/services/scripted"

/** One call of a scripted service method. */
export interface RecordedCall {
  /** "UserService.credit" */
  readonly method: string
  readonly args: ReadonlyArray<unknown>
}

export interface CallRecorder {
  /** The method names, oldest first. */
  readonly calls: ReadonlyArray<string>
  /** Every call with its arguments, oldest first. */
  readonly entries: ReadonlyArray<RecordedCall>
  /** The effect, noting its name each time it runs. */
  readonly record: <A, E>(name: string, effect: Effect.Effect<A, E>) => Effect.Effect<A, E>
  /** The effect, noting its name and the arguments it was made with each time it runs. */
  readonly recordCall: <A, E>(
    name: string,
    args: ReadonlyArray<unknown>,
    effect: Effect.Effect<A, E>
  ) => Effect.Effect<A, E>
  readonly count: (name: string) => number
  /** The observer to give the test layers: it records each call when it runs. */
  readonly observe: CallObserver
}

export const makeCallRecorder = (): CallRecorder => {
  const calls: Array<string> = []
  const entries: Array<RecordedCall> = []
  const recordCall = <A, E>(name: string, args: ReadonlyArray<unknown>, effect: Effect.Effect<A, E>) =>
    Effect.suspend(() => {
      calls.push(name)
      entries.push({ method: name, args })
      return effect
    })
  return {
    calls,
    entries,
    record: (name, effect) => recordCall(name, [], effect),
    recordCall,
    count: (name) => calls.filter((call) => call === name).length,
    observe: (method, args, call) => recordCall(method, args, call)
  }
}
