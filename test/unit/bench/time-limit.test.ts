import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { timeLimit } from "../../support/time-limit"

// The give-up the Lighthouse and soak scripts share (#16: a hung DevTools call ends the run).

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const never = new Promise<string>(() => undefined)

describe("timeLimit", () => {
  it("#16 gives the work's value when it settles in time", async () => {
    await expect(timeLimit(Promise.resolve("done"), 1_000, () => null)).resolves.toBe("done")
  })

  it("#16 gives the timeout's value when the work hangs (Lighthouse: the run counts as missing)", async () => {
    const outcome = timeLimit(never, 1_000, () => null)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(outcome).resolves.toBeNull()
  })

  it("#16 rejects with the timeout's error when it throws (the soak reports the step)", async () => {
    const outcome = timeLimit(never, 500, () => {
      throw new Error("step: no end in 500 ms")
    })
    const settled = expect(outcome).rejects.toThrow("step: no end in 500 ms")
    await vi.advanceTimersByTimeAsync(500)
    await settled
  })

  it("#16 passes the work's own failure on", async () => {
    await expect(timeLimit(Promise.reject(new Error("refused")), 1_000, () => null)).rejects.toThrow("refused")
  })
})
