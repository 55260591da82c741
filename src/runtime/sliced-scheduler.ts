import { type Fiber, FiberRef, Scheduler } from "effect"

// Effect's own scheduler runs queued fibers in microtasks, so a chain of them (building the
// services' layers, a command's first steps, several fibers woken by one answer) is one browser
// task however long it grows: on a phone, 0.3–0.5 s in which a tap waits (Total Blocking Time,
// docs/performance.md). This one runs the same queue the same way until the browser task it runs
// in has used `sliceMs`, then lets the browser in and goes on in a later task. Order is kept:
// higher priority first, first come first served within one.

/** What the scheduler needs of its host: a clock and a way to run something in a later task. */
export interface TaskHost {
  /** Milliseconds, monotonic. */
  readonly now: () => number
  /** Runs `run` in a later task, after the current one and its microtasks (first posted, first run). */
  readonly later: (run: () => void) => void
  /** Runs `run` after the current synchronous code, in the same task. */
  readonly soon: (run: () => void) => void
}

/** How long Effect's work may hold one browser task before it lets the browser in (ms). */
const SLICE_MS = 10

/** How many of a fiber's steps run between two looks at the clock (a look costs more than a step). */
const STEPS_BETWEEN_LOOKS = 32

interface SliceOptions {
  readonly sliceMs: number
  readonly stepsBetweenLooks: number
}

type Bucket = [priority: number, tasks: Array<Scheduler.Task>]

export class SlicedScheduler implements Scheduler.Scheduler {
  private queue = new Scheduler.PriorityBuckets()
  private drainScheduled = false
  /** When the browser task Effect runs in began, as this scheduler first saw it; null between tasks. */
  private taskBegan: number | null = null

  private readonly sliceMs: number
  private readonly stepsBetweenLooks: number

  constructor(
    private readonly host: TaskHost,
    options: Partial<SliceOptions> = {}
  ) {
    this.sliceMs = options.sliceMs ?? SLICE_MS
    this.stepsBetweenLooks = options.stepsBetweenLooks ?? STEPS_BETWEEN_LOOKS
  }

  /** Whether the current browser task has used its slice. */
  private spent(): boolean {
    const now = this.host.now()
    if (this.taskBegan === null) {
      this.taskBegan = now
      // Runs once this task and its microtasks are over: the next task starts a new slice.
      this.host.later(() => {
        this.taskBegan = null
      })
    }
    return now - this.taskBegan >= this.sliceMs
  }

  shouldYield(fiber: Fiber.RuntimeFiber<unknown, unknown>): number | false {
    const steps = fiber.currentOpCount
    const yields =
      steps > fiber.getFiberRef(FiberRef.currentMaxOpsBeforeYield) ||
      (steps % this.stepsBetweenLooks === 0 && this.spent())
    return yields ? fiber.getFiberRef(FiberRef.currentSchedulingPriority) : false
  }

  scheduleTask(task: Scheduler.Task, priority: number): void {
    this.queue.scheduleTask(task, priority)
    if (this.drainScheduled) return
    this.drainScheduled = true
    if (this.spent()) this.host.later(this.drain)
    else this.host.soon(this.drain)
  }

  private readonly drain = (): void => {
    while (this.queue.buckets.length > 0) {
      const buckets: Array<Bucket> = this.queue.buckets
      this.queue.buckets = []
      for (let b = 0; b < buckets.length; b++) {
        const [priority, tasks] = buckets[b] ?? [0, []]
        for (let t = 0; t < tasks.length; t++) {
          tasks[t]?.()
          if (!this.spent()) continue
          this.putBack([[priority, tasks.slice(t + 1)], ...buckets.slice(b + 1)])
          if (this.queue.buckets.length === 0) continue // that was the last task
          this.host.later(this.drain)
          return
        }
      }
    }
    this.drainScheduled = false
  }

  /** What a spent slice did not run goes first, before what was queued while it ran. */
  private putBack(rest: ReadonlyArray<Bucket>): void {
    const queuedMeanwhile: Array<Bucket> = this.queue.buckets
    this.queue = new Scheduler.PriorityBuckets()
    for (const [priority, tasks] of [...rest, ...queuedMeanwhile])
      for (const task of tasks) this.queue.scheduleTask(task, priority)
  }
}

/**
 * The browser's: `performance.now()`, and a message to itself for a later task (unlike
 * `setTimeout(0)`, never held back 4 ms or more when chained, nor throttled in a background tab).
 */
export const browserTaskHost = (): TaskHost => {
  const channel = new MessageChannel()
  const waiting: Array<() => void> = []
  channel.port1.onmessage = () => waiting.shift()?.()
  return {
    now: () => performance.now(),
    later: (run) => {
      waiting.push(run)
      channel.port2.postMessage(null)
    },
    soon: (run) => queueMicrotask(run)
  }
}
