// #31 the login's queue (server/api/one-at-a-time.ts): tasks run one after another in the order
// they came, a failed one does not stop the next, and one past the bound is refused at once.
import { describe, expect, it } from "vitest"
import { OneAtATime } from "../../../server/api/one-at-a-time"

/** A task that records its start and end, and ends when the test says so. */
const heldTask = (log: Array<string>, name: string) => {
  let finish: (outcome: "ok" | "fail") => void = () => undefined
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`${name} starts`)
      finish = (outcome) => {
        log.push(`${name} ends`)
        if (outcome === "ok") resolve(name)
        else reject(new Error(name))
      }
    })
  return { task, finish: (outcome: "ok" | "fail") => finish(outcome) }
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("one at a time (#31)", () => {
  it("#31 runs each task once the one before has ended, in the order they came, even after a failure", async () => {
    const queue = new OneAtATime(10)
    const log: Array<string> = []
    const [a, b, c] = ["a", "b", "c"].map((name) => heldTask(log, name))
    if (a === undefined || b === undefined || c === undefined) throw new Error("three tasks")
    const results = [a, b, c].map(({ task }) => queue.run(task)?.catch((error: unknown) => String(error)))
    await turn()
    expect(log).toEqual(["a starts"])
    expect(queue.size).toBe(3)
    a.finish("fail")
    await turn()
    expect(log).toEqual(["a starts", "a ends", "b starts"])
    b.finish("ok")
    await turn()
    c.finish("ok")
    expect(await Promise.all(results)).toEqual(["Error: a", "b", "c"])
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"])
    expect(queue.size).toBe(0)
  })

  it("#31 refuses a task past its bound at once (null), and takes one again once a place is free", async () => {
    const queue = new OneAtATime(2)
    const log: Array<string> = []
    const first = heldTask(log, "first")
    const second = heldTask(log, "second")
    const running = queue.run(first.task)
    const waiting = queue.run(second.task)
    expect(queue.run(heldTask(log, "third").task)).toBeNull()
    await turn()
    first.finish("ok")
    expect(await running).toBe("first")
    const fourth = heldTask(log, "fourth")
    const later = queue.run(fourth.task)
    expect(later).not.toBeNull()
    await turn()
    second.finish("ok")
    expect(await waiting).toBe("second")
    await turn()
    fourth.finish("ok")
    expect(await later).toBe("fourth")
    expect(log.filter((line) => line.startsWith("third"))).toEqual([])
  })
})
