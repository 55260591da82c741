import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber } from "effect"
import type { AppEvent } from "../../../src/events/schemas"
import { selectMaintenance, selectNetworkUnstable } from "../../../src/events/site/selectors"
import { watchForMaintenance } from "../../../src/runtime/commands/site"
import { makeAppHarness } from "../../support/app-harness"

// #31 a site closed while a page is open: the API answers 503 with the maintenance text, which the
// app reads as network trouble; the rising network flag has the operation setting read again.

const busy: AppEvent = { _tag: "SettingsFailed", failure: { _tag: "Timeout", status: 503, message: "ปิดปรับปรุง" } }

/** Real time, not the test clock: the recheck's module is a dynamic import (maintenance-lazy.ts). */
const realTick = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 5)))

/** Waits (at most a second) until `until` holds, or for that second when it never does. */
const settle = (until: () => boolean) =>
  Effect.gen(function* () {
    for (let round = 0; round < 200 && !until(); round++) yield* realTick
  })

describe("watchForMaintenance (#31)", () => {
  it.scoped(
    "#31 MA-05 a 503 mid-visit reads the operation setting again: closed now, the maintenance page takes over",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({ settings: { operation: Effect.succeed({ websiteStatus: "MA" }) } })
        const watching = yield* Effect.fork(app.run(watchForMaintenance))
        yield* Effect.yieldNow()
        expect(app.calls("SettingsService.operation")).toHaveLength(0)
        app.store.dispatch(busy)
        yield* settle(() => selectMaintenance(app.store.getState()))
        expect(selectMaintenance(app.store.getState())).toBe(true)
        expect(app.calls("SettingsService.operation")).toHaveLength(1)
        yield* Fiber.interrupt(watching)
      })
  )

  it.scoped(
    "#31 one read per rise of the flag: more trouble meanwhile asks nothing; after a recovery it asks again",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({ settings: { operation: Effect.succeed({ websiteStatus: "OPEN" }) } })
        const watching = yield* Effect.fork(app.run(watchForMaintenance))
        yield* Effect.yieldNow()
        app.store.dispatch(busy)
        yield* settle(() => app.calls("SettingsService.operation").length === 1)
        app.store.dispatch(busy)
        app.store.dispatch(busy)
        yield* settle(() => false)
        expect(app.calls("SettingsService.operation")).toHaveLength(1)
        // Open, nothing changes: no event for an unchanged status, the banner stays as the trouble's.
        expect(selectMaintenance(app.store.getState())).toBe(false)
        expect(selectNetworkUnstable(app.store.getState())).toBe(true)
        app.store.dispatch({ _tag: "NetworkRecovered" })
        app.store.dispatch(busy)
        yield* settle(() => app.calls("SettingsService.operation").length === 2)
        expect(app.calls("SettingsService.operation")).toHaveLength(2)
        yield* Fiber.interrupt(watching)
      })
  )
})
