import { describe, expect, it } from "vitest"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import {
  selectSpinsLeft,
  selectWheelBusy,
  selectWheelLog,
  selectWheelPending,
  selectWheelSpin
} from "../../../src/events/wheel/selectors"
import { player, serverFailure, timeoutFailure } from "../events/fixtures"
import { board, wheelSpin } from "./wheel-fixtures"

// The `wheel` slice (ENT-15, STORE-05, AMB-35, #13).

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const loaded = replay(
  [
    { _tag: "WheelBoardLoaded", data: board(1) },
    { _tag: "WheelLogLoaded", data: [wheelSpin(1)] }
  ],
  signedIn
)

describe("wheel slice (#13)", () => {
  it("ENT-15 AMB-35 starts as the spec's three members: segments [], reward {}, log {}", () => {
    expect(initialState.wheel).toEqual({ segments: [], reward: {}, log: {} })
    expect(selectSpinsLeft(initialState)).toBeNull()
  })

  it("the board's answer fills the segments and today's spins", () => {
    expect(loaded.wheel.segments).toHaveLength(8)
    expect(selectSpinsLeft(loaded)).toBe(1)
  })

  it("a spin: started keeps its key, spun shows the prize, takes a spin, heads the log", () => {
    const started = replay([{ _tag: "WheelSpinStarted", key: "k1", spinsLeft: 1 }], loaded)
    expect(selectWheelBusy(started)).toBe(true)
    expect(selectWheelPending(started)).toEqual({ key: "k1", spinsLeft: 1 })
    const spun = replay([{ _tag: "WheelSpun", reward: { spin: wheelSpin(9, 3), spinsLeft: 0 } }], started)
    expect(selectWheelBusy(spun)).toBe(false)
    expect(selectWheelPending(spun)).toBeNull()
    expect(selectWheelSpin(spun)?.segmentIndex).toBe(3)
    expect(selectSpinsLeft(spun)).toBe(0)
    const log = selectWheelLog(spun)
    expect(log._tag === "Loaded" ? log.data.map((s) => s.id) : []).toEqual([9, 1])
    // The same spin learnt twice (an answer, then a read-back) is listed once.
    const again = replay([{ _tag: "WheelSpun", reward: { spin: wheelSpin(9, 3), spinsLeft: 0 } }], spun)
    const logAgain = selectWheelLog(again)
    expect(logAgain._tag === "Loaded" ? logAgain.data.length : 0).toBe(2)
  })

  it("a refusal clears the pending key (the next press is a new intent) and keeps the server's text", () => {
    const state = replay(
      [
        { _tag: "WheelSpinStarted", key: "k1", spinsLeft: 1 },
        { _tag: "WheelSpinFailed", failure: serverFailure("สิทธิ์หมุนวันนี้หมดแล้ว", 409) }
      ],
      loaded
    )
    expect(selectWheelPending(state)).toBeNull()
    expect(state.wheel.reward.error).toBe("สิทธิ์หมุนวันนี้หมดแล้ว")
  })

  it("money.md an unsure spin keeps its key through not-done, so a resend reuses it", () => {
    const state = replay(
      [
        { _tag: "WheelSpinStarted", key: "k1", spinsLeft: 1 },
        { _tag: "WheelSpinUnsure", failure: timeoutFailure },
        { _tag: "WheelSpinNotDone" }
      ],
      loaded
    )
    expect(selectWheelPending(state)).toEqual({ key: "k1", spinsLeft: 1 })
    expect(state.wheel.reward.phase).toBe("not-done")
    expect(selectWheelBusy(state)).toBe(false)
  })

  it("a failed reload keeps the board and log shown", () => {
    const state = replay(
      [
        { _tag: "WheelBoardLoading" },
        { _tag: "WheelBoardFailed", failure: timeoutFailure },
        { _tag: "WheelLogLoading" },
        { _tag: "WheelLogFailed", failure: timeoutFailure }
      ],
      loaded
    )
    expect(selectSpinsLeft(state)).toBe(1)
    expect(selectWheelLog(state)._tag).toBe("Loaded")
  })

  it("a first load that fails shows the failure (the screen's 'ลองใหม่')", () => {
    const state = replay([{ _tag: "WheelBoardFailed", failure: serverFailure("ผิดพลาด") }], signedIn)
    expect(state.wheel.reward.today?._tag).toBe("Failed")
  })

  it("STORE-05 WheelReset restores the wheel's initial state", () => {
    const state = replay(
      [{ _tag: "WheelSpun", reward: { spin: wheelSpin(9), spinsLeft: 0 } }, { _tag: "WheelReset" }],
      loaded
    )
    expect(state.wheel).toEqual(initialState.wheel)
    expect(state.wheel).toEqual({ segments: [], reward: {}, log: {} })
  })

  it("STORE-04 logout resets the wheel too", () => {
    expect(replay([{ _tag: "Logout" }], loaded).wheel).toEqual(initialState.wheel)
  })
})
