import { useCallback, useEffect } from "react"
import type { PickCommand } from "./command-runner"
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
  const { commands, mode } = useAppContext()
  return useCallback(
    <A>(pick: PickCommand<A>): Promise<A> => (mode === "replay" ? neverSettles<A>() : commands.run(pick)),
    [commands, mode]
  )
}

/**
 * Runs a screen's command while the screen is shown: leaving it interrupts the fiber, which aborts
 * its requests, and an interrupted load appends no event (DESIGN-06, HTTP-09). Pass a stable pick (a
 * module constant or a memoised one): a new one restarts the command.
 *
 * In replay mode it runs nothing; entering replay interrupts the screens' running commands and
 * leaving it starts them again.
 */
export const useScreenCommand = (pick: PickCommand<unknown> | null) => {
  const { commands, mode } = useAppContext()
  useEffect(() => {
    if (pick === null || mode === "replay") return
    return commands.start(pick)
  }, [commands, pick, mode])
}
