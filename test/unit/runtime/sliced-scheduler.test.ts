import { Effect, FiberRef } from "effect"
import { describe, expect, it } from "vitest"
import { SlicedScheduler, type TaskHost } from "../../../src/runtime/sliced-scheduler"
import { buildAppRuntime } from "../../../src/runtime/app-runtime"
import { createEventStore } from "../../../src/runtime/event-store"
import { scriptedServices } from "../../../src/runtime/scripted-services"
import { UserService } from "../../../src/services/player/user-service"
import { satang } from "../../../src/domain/money"
import { checkIn, loadCheckIn } from "../../../src/runtime/commands/check-in"
import { restoreSession } from "../../../src/runtime/commands/session"
import { playerSession } from "../../support/sessions"
import { checkInEntry } from "../events/fixtures"

/**
 * A browser of the test's making: a clock the test moves, and the tasks and microtasks the
 * scheduler asked for, run when the test says (a task runs its microtasks after it, as a browser does).
 */
const fakeBrowser = () => {
  let time = 0
  const tasks: Array<() => void> = []
  const microtasks: Array<() => void> = []
  const host: TaskHost = {
    now: () => time,
    later: (run) => tasks.push(run),
    soon: (run) => microtasks.push(run)
  }
  const runMicrotasks = () => {
    while (microtasks.length > 0) microtasks.shift()?.()
  }
  return {
    host,
    advance: (ms: number) => {
      time += ms
    },
    runMicrotasks,
    /** Runs the next task and its microtasks; false when none is waiting. */
    runTask: (): boolean => {
      const task = tasks.shift()
      if (task === undefined) return false
      task()
      runMicrotasks()
      return true
    },
    waitingTasks: () => tasks.length
  }
}

describe("the sliced scheduler (#30, Total Blocking Time)", () => {
  it("#30 runs what is queued in the same task, after the current code, while the task has time", () => {
    const browser = fakeBrowser()
    const scheduler = new SlicedScheduler(browser.host, { sliceMs: 10 })
    const ran: Array<string> = []
    scheduler.scheduleTask(() => ran.push("a"), 0)
    scheduler.scheduleTask(() => ran.push("b"), 0)
    expect(ran).toEqual([])
    browser.runMicrotasks()
    expect(ran).toEqual(["a", "b"])
  })

  it("#30 a task that has used its slice lets the browser in: the rest runs in a later task, in order", () => {
    const browser = fakeBrowser()
    const scheduler = new SlicedScheduler(browser.host, { sliceMs: 10 })
    const ran: Array<string> = []
    const work = (name: string) => () => {
      ran.push(name)
      browser.advance(4)
    }
    for (const name of ["a", "b", "c", "d", "e"]) scheduler.scheduleTask(work(name), 0)
    browser.runMicrotasks()
    // a, b and c took 12 ms of this task: d and e wait for the next one.
    expect(ran).toEqual(["a", "b", "c"])
    // The first waiting task ends this task's slice; the next one is the drain.
    expect(browser.runTask()).toBe(true)
    expect(browser.runTask()).toBe(true)
    expect(ran).toEqual(["a", "b", "c", "d", "e"])
  })

  it("#30 what was queued while a spent slice ran comes after what the slice left, by priority", () => {
    const browser = fakeBrowser()
    const scheduler = new SlicedScheduler(browser.host, { sliceMs: 10 })
    const ran: Array<string> = []
    scheduler.scheduleTask(() => {
      ran.push("first")
      scheduler.scheduleTask(() => ran.push("queued meanwhile"), 0)
      browser.advance(20)
    }, 0)
    scheduler.scheduleTask(() => ran.push("left by the slice"), 0)
    scheduler.scheduleTask(() => ran.push("urgent, left by the slice"), -1)
    browser.runMicrotasks()
    while (browser.runTask());
    expect(ran).toEqual(["urgent, left by the slice", "first", "left by the slice", "queued meanwhile"])
  })

  it("#30 work queued from a task that has used its slice waits for a later task", () => {
    const browser = fakeBrowser()
    const scheduler = new SlicedScheduler(browser.host, { sliceMs: 10 })
    const ran: Array<string> = []
    scheduler.scheduleTask(() => ran.push("early"), 0)
    browser.runMicrotasks()
    browser.advance(15)
    scheduler.scheduleTask(() => ran.push("late"), 0)
    browser.runMicrotasks()
    expect(ran).toEqual(["early"])
    while (browser.runTask());
    expect(ran).toEqual(["early", "late"])
  })

  it("#30 a long Effect program ends with the same result, run in several short tasks", async () => {
    const browser = fakeBrowser()
    const scheduler = new SlicedScheduler(browser.host, { sliceMs: 10 })
    // Every step of the program costs 0.1 ms of the fake clock: 3,000 steps are 300 ms of work.
    const step = (n: number) =>
      Effect.sync(() => {
        browser.advance(0.1)
        return n
      })
    const program = Effect.reduce(
      Array.from({ length: 3_000 }, (_, n) => n),
      0,
      (sum, n) => Effect.map(step(n), (value) => sum + value)
    )
    const result = Effect.runPromise(program.pipe(Effect.withScheduler(scheduler)))
    let tasks = 0
    for (let i = 0; i < 1_000 && (browser.waitingTasks() > 0 || tasks === 0); i++) {
      await Promise.resolve()
      browser.runMicrotasks()
      if (browser.runTask()) tasks++
    }
    expect(await result).toBe((3_000 * 2_999) / 2)
    // About 300 ms of work in slices of about 10 ms: it took more than 20 tasks, each with a reset.
    expect(tasks).toBeGreaterThan(20)
  })

  it("#30 the app's runtime is built in slices and runs its commands under the same scheduler", async () => {
    // A clock that moves 1 ms at every look: every slice is spent almost at once, so the build
    // and the call go through many later tasks, and must still end.
    let time = 0
    let laterTasks = 0
    const scheduler = new SlicedScheduler(
      {
        now: () => (time += 1),
        later: (run) => {
          laterTasks++
          setTimeout(run, 0)
        },
        soon: (run) => queueMicrotask(run)
      },
      { sliceMs: 10 }
    )
    const balance = { balance: satang(125_050), balanceType: "M" as const }
    const runtime = await buildAppRuntime(
      scriptedServices({ user: { credit: () => Effect.succeed(balance) } }),
      createEventStore(),
      scheduler
    )
    expect(laterTasks).toBeGreaterThan(1)
    expect(await runtime.runPromise(FiberRef.get(FiberRef.currentScheduler))).toBe(scheduler)
    expect(await runtime.runPromise(Effect.flatMap(UserService, (user) => user.credit("demo")))).toEqual(balance)
    await runtime.dispose()
  })
})

describe("a press under the sliced scheduler (#30, money.md)", () => {
  it("#30 CHECKIN-05 money.md two presses in one moment send one write, though every fiber gives way to a later task after each step", async () => {
    // A clock that moves 1 ms at every look, looked at after every step: every fiber gives way to a
    // later task at every step, so the two presses' steps interleave as finely as they can.
    let time = 0
    const scheduler = new SlicedScheduler(
      { now: () => (time += 1), later: (run) => setImmediate(run), soon: (run) => queueMicrotask(run) },
      { sliceMs: 10, stepsBetweenLooks: 1 }
    )
    let sent = 0
    const store = createEventStore()
    const runtime = await buildAppRuntime(
      scriptedServices({
        storedSession: playerSession,
        checkIn: {
          list: Effect.succeed([checkInEntry(13)]),
          checkIn: () =>
            Effect.sync(() => {
              sent++
              return checkInEntry(14, satang(3_000))
            })
        },
        user: { credit: () => Effect.succeed({ balance: satang(53_000), balanceType: "M" as const }) }
      }),
      store,
      scheduler
    )
    await runtime.runPromise(restoreSession)
    await runtime.runPromise(loadCheckIn)
    const outcomes = await Promise.all([runtime.runPromise(checkIn), runtime.runPromise(checkIn)])
    expect(sent).toBe(1)
    expect(outcomes.filter((outcome) => outcome === "checked-in")).toHaveLength(1)
    expect(store.getLog().filter((entry) => entry.event._tag === "CheckInStarted")).toHaveLength(1)
    await runtime.dispose()
  })
})
