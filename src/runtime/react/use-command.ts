import { Effect, Fiber } from "effect"
import { useCallback, useEffect } from "react"
import type { AppContext } from "../app-runtime"
import { useAppContext } from "./app-context"

/**
 * Runs a command that must finish even if the screen goes away (a login, a check-in: writes are
 * never orphaned, AMB-31). Resolves with its result.
 */
export const useCommand = () => {
  const { runtime } = useAppContext()
  return useCallback(<A>(command: Effect.Effect<A, never, AppContext>): Promise<A> => runtime.runPromise(command), [runtime])
}

/**
 * Runs a screen's command while the screen is shown: leaving it interrupts the fiber, which aborts
 * its requests, and an interrupted load appends no event (DESIGN-06, HTTP-09). Pass a stable effect
 * (a module constant or a memoised one): a new effect restarts it.
 */
export const useScreenCommand = (command: Effect.Effect<unknown, never, AppContext> | null) => {
  const { runtime } = useAppContext()
  useEffect(() => {
    if (command === null) return
    const fiber = runtime.runFork(command)
    return () => {
      runtime.runFork(Fiber.interrupt(fiber))
    }
  }, [runtime, command])
}
