// #10 §2 the slip slice (ENT-13: verify, myRequests, result, error; STORE-03): what each event does,
// only in a player's session, and how an unsure deposit is matched to the requests read back.
import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { replay } from "../../../src/events/reducer"
import type { AppEvent } from "../../../src/events/schemas"
import { initialState } from "../../../src/events/state"
import { player, serverFailure, timeoutFailure } from "../events/fixtures"
import { slipRequest, verifiedSlip } from "./slip-fixtures"

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const afterSignIn = (...events: ReadonlyArray<AppEvent>) => replay(events, signedIn).slip
const KEY = "5d1c2f0e-6a1d-4f57-9f3e-1d2c3b4a5e6f"
const REF = "004DEMO0000000001"
const started: ReadonlyArray<AppEvent> = [
  { _tag: "SlipVerifyLoading" },
  { _tag: "SlipVerifyLoaded", data: verifiedSlip(REF) },
  { _tag: "SlipDepositStarted", key: KEY, transRef: REF }
]

describe("slip slice (#10 §2)", () => {
  it("ENT-13 the slice has the spec's four members and starts empty", () => {
    expect(Object.keys(initialState.slip).sort()).toEqual(["error", "myRequests", "result", "verify"])
    expect(initialState.slip.verify._tag).toBe("Idle")
    expect(initialState.slip.result.deposited).toBeNull()
  })

  it("STORE-03 a failed verify and a failed request list store their Thai text", () => {
    expect(afterSignIn({ _tag: "SlipVerifyFailed", failure: serverFailure("สลิปหมดอายุ") }).verify).toEqual({
      _tag: "Failed",
      message: "สลิปหมดอายุ"
    })
    expect(afterSignIn({ _tag: "SlipMyRequestsFailed", failure: serverFailure("x") }).myRequests._tag).toBe("Failed")
  })

  it("#10 outside a session nothing lands (a player's own events)", () => {
    expect(replay([{ _tag: "SlipVerifyLoaded", data: verifiedSlip() }]).slip).toEqual(initialState.slip)
  })

  it("#10 progress moves only while a slip uploads; a new upload starts at 0", () => {
    expect(afterSignIn({ _tag: "SlipUploadProgressed", percent: 40 }).result.uploadPercent).toBe(0)
    const uploading = afterSignIn({ _tag: "SlipVerifyLoading" }, { _tag: "SlipUploadProgressed", percent: 40 })
    expect(uploading.result.uploadPercent).toBe(40)
  })

  it("#10 cancelling and 'เลือกสลิปใหม่' clear the slip and the message, the list stays", () => {
    const list = { _tag: "SlipMyRequestsLoaded", data: [slipRequest()] } as const
    const cancelled = afterSignIn(list, { _tag: "SlipVerifyLoading" }, { _tag: "SlipUploadCancelled" })
    expect(cancelled.verify._tag).toBe("Idle")
    expect(cancelled.myRequests._tag).toBe("Loaded")
    const cleared = afterSignIn({ _tag: "SlipFileRefused", problem: "type" }, { _tag: "SlipCleared" })
    expect(cleared.error).toBeNull()
  })

  it("#10 a file refused before upload says why in Thai", () => {
    expect(afterSignIn({ _tag: "SlipFileRefused", problem: "type" }).error).toBe("ไฟล์ต้องเป็นรูปภาพ")
    expect(afterSignIn({ _tag: "SlipFileRefused", problem: "size" }).error).toBe("ไฟล์ต้องมีขนาดไม่เกิน 10 MB")
  })

  it("#10 money.md a deposit in flight keeps its key and its slip ('เลือกสลิปใหม่' does nothing meanwhile)", () => {
    const slip = afterSignIn(...started, { _tag: "SlipCleared" })
    expect(slip.result).toMatchObject({ phase: "sending", pending: { key: KEY, transRef: REF } })
    expect(slip.verify._tag).toBe("Loaded")
  })

  it("#10 a done deposit settles the key and holds the new balance", () => {
    const deposit = { requestId: `slip-${REF}`, amount: satang(50_000), balance: satang(202_075) }
    const slip = afterSignIn(...started, { _tag: "SlipDepositDone", deposit })
    expect(slip.result).toMatchObject({ phase: null, pending: null, deposited: deposit })
  })

  it("#10 a refusal settles the key and shows the server's message", () => {
    const slip = afterSignIn(...started, { _tag: "SlipDepositFailed", failure: serverFailure("สลิปนี้ถูกใช้แล้ว") })
    expect(slip.error).toBe("สลิปนี้ถูกใช้แล้ว")
    expect(slip.result.pending).toBeNull()
  })

  it("#10 money.md an unsure deposit found in the requests read back is done (balance from the credit)", () => {
    const slip = afterSignIn(
      ...started,
      { _tag: "SlipDepositUnsure", failure: timeoutFailure },
      { _tag: "SlipMyRequestsLoading" },
      { _tag: "SlipMyRequestsLoaded", data: [slipRequest(REF)] }
    )
    expect(slip.result).toMatchObject({ phase: null, pending: null, deposited: { balance: null } })
  })

  it("#10 money.md an unsure deposit not in the requests keeps its key: 'กดยืนยันการฝากอีกครั้ง'", () => {
    const slip = afterSignIn(
      ...started,
      { _tag: "SlipDepositUnsure", failure: timeoutFailure },
      { _tag: "SlipMyRequestsLoaded", data: [slipRequest("004OTHER00000001")] }
    )
    expect(slip.result).toMatchObject({ phase: "not-done", pending: { key: KEY, transRef: REF }, deposited: null })
  })

  it("#10 money.md an unsure deposit whose requests cannot be read offers 'ตรวจสอบอีกครั้ง'", () => {
    const slip = afterSignIn(
      ...started,
      { _tag: "SlipDepositUnsure", failure: timeoutFailure },
      { _tag: "SlipMyRequestsFailed", failure: timeoutFailure }
    )
    expect(slip.result).toMatchObject({ phase: "unverified", pending: { key: KEY, transRef: REF } })
  })
})
