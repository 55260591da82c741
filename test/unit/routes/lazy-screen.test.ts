import { afterEach, describe, expect, it, vi } from "vitest"
import { CHUNK_LOAD_FAILED, ChunkLoadError, withChunkTimeout } from "../../../src/routes/lazy-screen"

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
