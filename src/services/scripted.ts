import { Effect } from "effect"
import type { ApiError } from "../domain/errors"

// How the services' test layers are built from a test's partial script: every method a test did
// not script dies loudly with its name (a test never passes by calling what it did not mean to),
// and every call goes through an observer: the test kit records calls with their arguments, the
// development scenarios slow them down or fail them.

/**
 * Sees each call of a scripted method, "UserService.credit", and may change how it answers (with
 * any failure an API call can have).
 */
export type CallObserver = <A>(
  method: string,
  args: ReadonlyArray<unknown>,
  call: Effect.Effect<A, ApiError>
) => Effect.Effect<A, ApiError>

export const passThrough: CallObserver = (_method, _args, call) => call

const unscripted = (method: string): Effect.Effect<never> =>
  Effect.dieMessage(`${method} was called but the test layer does not script it`)

/**
 * The scripted methods of one service whose shape is Shape ("UserService"), each answering from
 * the script or dying. A method's name is checked against the shape. The observer sees each call
 * when it is made; for a method that is an effect of its own that is once, when the layer is built,
 * so an observer does its work inside the effect it returns (Effect.suspend), not before.
 */
export const scriptedMethods = <Shape>(service: string, observe: CallObserver = passThrough) => ({
  /** A method that takes arguments. */
  fn:
    <Args extends ReadonlyArray<unknown>, A>(
      name: keyof Shape & string,
      script: ((...args: Args) => Effect.Effect<A, ApiError>) | undefined
    ) =>
    (...args: Args): Effect.Effect<A, ApiError> => {
      const method = `${service}.${name}`
      return observe(method, args, script === undefined ? unscripted(method) : script(...args))
    },
  /** A method that is an effect of its own (no arguments). */
  effect: <A>(
    name: keyof Shape & string,
    script: Effect.Effect<A, ApiError> | undefined
  ): Effect.Effect<A, ApiError> => {
    const method = `${service}.${name}`
    return observe(method, [], script ?? unscripted(method))
  }
})
