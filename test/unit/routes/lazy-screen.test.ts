import { afterEach, describe, expect, it, vi } from "vitest"
import {
  CHUNK_LOAD_FAILED,
  ChunkLoadError,
  loadRetryingWhenOnline,
  withChunkTimeout
} from "../../../src/routes/lazy-screen"

describe("route chunks", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("ERR-17 a hung chunk import fails at 120,000 ms and not before", async () => {
    vi.useFakeTimers()
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    const outcome = withChunkTimeout(() => new Promise<never>(() => undefined)).then(
      () => "loaded",
      (error: unknown) => error
    )
    await vi.advanceTimersByTimeAsync(119_999)
    const early = await Promise.race([outcome, Promise.resolve("pending")])
    expect(early).toBe("pending")
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error instanceof Error ? error.message : "").toBe(CHUNK_LOAD_FAILED)
  })

  it("ERR-16 a failed import becomes 'Loading chunk failed' and is logged", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const error = await withChunkTimeout(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(log).toHaveBeenCalledWith(CHUNK_LOAD_FAILED, expect.any(TypeError))
  })

  it("a chunk that loads resolves with its module", async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 })
  })
})

describe("a screen that failed while offline (#9)", () => {
  const watch = (offline: boolean) => {
    let goOnline: () => void = () => undefined
    const online = new Promise<void>((resolve) => (goOnline = resolve))
    return { connection: { isOffline: () => offline, backOnline: () => online }, goOnline: () => goOnline() }
  }

  it("#9 loads by itself once the browser is back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    const { connection, goOnline } = watch(true)
    let attempts = 0
    const load = () => {
      attempts += 1
      return attempts === 1 ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve("screen")
    }
    const loading = loadRetryingWhenOnline(load, connection, 5_000)
    await Promise.resolve()
    expect(attempts).toBe(1)
    goOnline()
    await expect(loading).resolves.toBe("screen")
    expect(attempts).toBe(2)
  })

  it("#9 a failure while online is not retried: the error boundary offers a reload", async () => {
    const { connection } = watch(false)
    let attempts = 0
    const load = () => {
      attempts += 1
      return Promise.reject(new TypeError("404"))
    }
    await expect(loadRetryingWhenOnline(load, connection, 5_000)).rejects.toBeInstanceOf(ChunkLoadError)
    expect(attempts).toBe(1)
  })
})
