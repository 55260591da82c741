// The screens' commands before the runtime has loaded (src/app-main.tsx starts it beside the hydration).
import { afterEach, describe, expect, it, vi } from "vitest"
import { commandEngine } from "../../../src/runtime/command-engine"
import { deferredCommandRunner, type CommandRunner, type PickCommand } from "../../../src/runtime/react/app-context"
import { createAppHarness, type AppHarness } from "../../support/app-harness"

const harnesses: Array<AppHarness> = []
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((harness) => harness.dispose()))
})

/** The app's engine over a test harness, recording what it was asked to run, by the pick's identity. */
const recordingRunner = () => {
  const harness = createAppHarness()
  harnesses.push(harness)
  const engine = commandEngine(harness.runtime)
  const ran: Array<PickCommand<unknown>> = []
  const started: Array<PickCommand<unknown>> = []
  const stopped: Array<PickCommand<unknown>> = []
  const runner: CommandRunner = {
    run: (pick) => {
      ran.push(pick)
      return engine.run(pick)
    },
    start: (pick) => {
      started.push(pick)
      const stop = engine.start(pick)
      return () => {
        stopped.push(pick)
        stop()
      }
    },
    whenUnavailable: engine.whenUnavailable
  }
  return { runner, ran, started, stopped, harness }
}

const later = <A>() => {
  let resolve: (value: A) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<A>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

const pick: PickCommand<void> = (commands) => commands.dismissCheckIn
const other: PickCommand<unknown> = (commands) => commands.watchConnectivity

describe("deferredCommandRunner", () => {
  it("AMB-31 a command run before the runtime arrives waits for it and then runs once", async () => {
    const loading = later<CommandRunner>()
    const deferred = deferredCommandRunner(loading.promise)
    const result = deferred.run(pick)
    const target = recordingRunner()
    expect(target.ran).toEqual([])
    loading.resolve(target.runner)
    await result
    expect(target.ran).toEqual([pick])
    expect(target.harness.tags()).toEqual(["CheckInPopupDismissed"])
  })

  it("DESIGN-06 a screen command stopped before the runtime arrives never starts; one still shown starts and stops", async () => {
    const loading = later<CommandRunner>()
    const deferred = deferredCommandRunner(loading.promise)
    const stopEarly = deferred.start(pick)
    const stopLater = deferred.start(other)
    stopEarly()
    const target = recordingRunner()
    loading.resolve(target.runner)
    await vi.waitFor(() => expect(target.started).toEqual([other]))
    stopLater()
    expect(target.stopped).toEqual([other])
  })

  it("ERR-16 a runtime that fails to load is reported, and no command settles or starts", async () => {
    const loading = later<CommandRunner>()
    const deferred = deferredCommandRunner(loading.promise)
    const reported: Array<unknown> = []
    deferred.whenUnavailable((error) => reported.push(error))
    const unsubscribed: Array<unknown> = []
    deferred.whenUnavailable((error) => unsubscribed.push(error))()
    let settled = false
    void deferred.run(pick).finally(() => (settled = true))
    deferred.start(other)
    const failure = new Error("chunk unavailable")
    loading.reject(failure)
    await vi.waitFor(() => expect(reported).toEqual([failure]))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    expect(unsubscribed).toEqual([])
  })
})
