import { Effect } from "effect"

/**
 * The stand-in for a service method a test did not script: it dies loudly with the method's name,
 * so a test never passes by calling something it did not mean to.
 */
export const unscripted =
  (method: string) =>
  (..._args: ReadonlyArray<unknown>): Effect.Effect<never> =>
    Effect.dieMessage(`${method} was called but the test layer does not script it`)
