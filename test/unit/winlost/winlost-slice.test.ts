import { describe, expect, it } from "vitest"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import {
  selectWinlostBusy,
  selectWinlostPendingKey,
  selectWinlostReport,
  selectWinlostUnverified
} from "../../../src/events/winlost/selectors"
import { player, serverFailure } from "../events/fixtures"
import { winlostPayout, winlostReport } from "./fixtures"

// The `winlost` slice (STORE-01, STORE-07, ENT-17, issue #10 §5).

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const KEY = "5d1f0c2e-7a3b-4c8d-9e0f-1a2b3c4d5e6f"

describe("winlost slice", () => {
  it("STORE-01 the win/lost data starts as an empty object", () => {
    expect(initialState.winlost).toEqual({})
  })

  it("STORE-07 reducing WinlostReset gives {}", () => {
    const state = replay([{ _tag: "WinlostReportLoaded", data: winlostReport() }, { _tag: "WinlostReset" }], signedIn)
    expect(state.winlost).toEqual({})
  })

  it("a payout marks the period claimed and keeps what it paid", () => {
    const state = replay(
      [
        { _tag: "WinlostReportLoaded", data: winlostReport() },
        { _tag: "WinlostPayoutStarted", destination: "balance", key: KEY },
        { _tag: "WinlostPaidOut", payout: winlostPayout() }
      ],
      signedIn
    )
    const report = selectWinlostReport(state)
    expect(report._tag === "Loaded" && report.data.claimed).toBe(true)
    expect(selectWinlostBusy(state)).toBe(false)
    expect(selectWinlostPendingKey(state, "balance")).toBeNull()
  })

  it("money.md an unsure payout keeps its key for a resend to the same destination only", () => {
    const state = replay(
      [
        { _tag: "WinlostReportLoaded", data: winlostReport() },
        { _tag: "WinlostPayoutStarted", destination: "bank", key: KEY },
        { _tag: "WinlostPayoutUnsure", failure: serverFailure("lost") },
        { _tag: "WinlostReportLoaded", data: winlostReport() }
      ],
      signedIn
    )
    expect(selectWinlostPendingKey(state, "bank")).toBe(KEY)
    expect(selectWinlostPendingKey(state, "balance")).toBeNull()
    expect(state.winlost.phase).toBe("not-done")
  })

  it("money.md an unsure payout whose report cannot be read offers to check again, keeping the report", () => {
    const state = replay(
      [
        { _tag: "WinlostReportLoaded", data: winlostReport() },
        { _tag: "WinlostPayoutStarted", destination: "balance", key: KEY },
        { _tag: "WinlostPayoutUnsure", failure: serverFailure("lost") },
        { _tag: "WinlostReportFailed", failure: serverFailure("read") },
        { _tag: "WinlostReportFailed", failure: serverFailure("read again") }
      ],
      signedIn
    )
    expect(selectWinlostUnverified(state)).toBe(true)
    expect(selectWinlostReport(state)._tag).toBe("Loaded")
  })

  it("a refusal shows the server's Thai message and ends the payout", () => {
    const state = replay(
      [
        { _tag: "WinlostPayoutStarted", destination: "balance", key: KEY },
        { _tag: "WinlostPayoutFailed", failure: serverFailure("ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้", 422) }
      ],
      signedIn
    )
    expect(state.winlost.error).toContain("ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้")
    expect(selectWinlostBusy(state)).toBe(false)
  })

  it("a guest's winlost events change nothing", () => {
    expect(replay([{ _tag: "WinlostReportLoaded", data: winlostReport() }]).winlost).toEqual({})
  })
})
