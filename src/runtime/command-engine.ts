import { Fiber } from "effect"
import type { AppRuntime } from "./app-runtime"
import type { CommandRunner } from "./react/app-context"
import * as commands from "./commands/catalogue"

/** The commands of the catalogue, run on one app runtime (the entry point builds it; tests too). */
export const commandEngine = (runtime: AppRuntime): CommandRunner => ({
  run: (pick) => runtime.runPromise(pick(commands)),
  start: (pick) => {
    const fiber = runtime.runFork(pick(commands))
    // Interrupting aborts the command's requests; an interrupted load appends no event (HTTP-09).
    return () => {
      runtime.runFork(Fiber.interrupt(fiber))
    }
  },
  whenUnavailable: () => () => undefined
})
