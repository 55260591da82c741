// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useHeldWhile } from "../../../src/routes/use-held-while"

// #13: while the wheel turns, the balance and the points stay at what they were when it began, so
// the prize is not given away before the wheel stops on it.

afterEach(cleanup)

describe("useHeldWhile (#13 wheel)", () => {
  it("#13 passes the value through while not held, keeps the value of the moment the hold began, then follows again", () => {
    const { result, rerender } = renderHook(({ value, hold }) => useHeldWhile(value, hold), {
      initialProps: { value: 100, hold: false }
    })
    expect(result.current).toBe(100)
    rerender({ value: 100, hold: true })
    rerender({ value: 200, hold: true })
    expect(result.current).toBe(100)
    rerender({ value: 200, hold: false })
    expect(result.current).toBe(200)
    rerender({ value: 200, hold: true })
    rerender({ value: 250, hold: true })
    expect(result.current).toBe(200)
  })
})
