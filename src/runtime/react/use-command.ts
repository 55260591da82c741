import { Effect, Fiber } from "effect"
import { useCallback, useEffect } from "react"
import type { AppContext } from "../app-runtime"
import { useAppContext } from "./app-context"

/** What a command resolves to in replay mode: never (no service runs, no caller continues). */
const neverSettles = <A>(): Promise<A> => new Promise<A>(() => undefined)

/**
 * Runs a command that must finish even if the screen goes away (a login, a check-in: writes are
 * never orphaned, AMB-31). Resolves with its result.
 *
 * In replay mode (the developer panel time travelling) it runs nothing and its promise never
 * settles, so a press on a replayed screen calls no service and triggers no follow-up (no toast).
 */
export const useCommand = () => {
  const { runtime, mode } = useAppContext()
  return useCallback(
    <A>(command: Effect.Effect<A, never, AppContext>): Promise<A> =>
      mode === "replay" ? neverSettles<A>() : runtime.runPromise(command),
    [runtime, mode]
  )
}

/**
 * Runs a screen's command while the screen is shown: leaving it interrupts the fiber, which aborts
 * its requests, and an interrupted load appends no event (DESIGN-06, HTTP-09). Pass a stable effect
 * (a module constant or a memoised one): a new effect restarts it.
 *
 * In replay mode it runs nothing; entering replay interrupts the screens' running commands and
 * leaving it starts them again.
 */
export const useScreenCommand = (command: Effect.Effect<unknown, never, AppContext> | null) => {
  const { runtime, mode } = useAppContext()
  useEffect(() => {
    if (command === null || mode === "replay") return
    const fiber = runtime.runFork(command)
    return () => {
      runtime.runFork(Fiber.interrupt(fiber))
    }
  }, [runtime, command, mode])
}
