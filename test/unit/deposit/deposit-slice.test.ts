import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { replay } from "../../../src/events/reducer"
import type { AppEvent } from "../../../src/events/schemas"
import { selectDepositAccounts, selectDepositList } from "../../../src/events/deposit/selectors"
import { initialState } from "../../../src/events/state"
import { player, serverFailure } from "../events/fixtures"

const account = {
  bankCode: "004",
  bankName: "ธนาคารกสิกรไทย",
  accountNumber: "0481236579",
  accountName: "บจก. ตัวอย่าง",
  promptPayId: "0812345670"
}
const deposit = (id: string, baht: number) => ({
  id,
  amount: satang(baht * 100),
  status: "approved" as const,
  channel: "พร้อมเพย์",
  createdAt: "2026-11-20T10:00:00.000Z",
  note: null
})
const signedIn: ReadonlyArray<AppEvent> = [{ _tag: "GetCurrentUser", user: player }]

describe("the deposit slice (#10 §1)", () => {
  it("#10 starts with both datasets Idle", () => {
    expect(initialState.deposit).toEqual({ accounts: { _tag: "Idle" }, list: { _tag: "Idle" } })
  })

  it("#10 the player's deposits land only in a live session", () => {
    const loaded: AppEvent = { _tag: "DepositListLoaded", data: [deposit("d1", 500)] }
    expect(selectDepositList(replay([loaded]))._tag).toBe("Idle")
    expect(selectDepositList(replay([...signedIn, loaded]))).toEqual({ _tag: "Loaded", data: [deposit("d1", 500)] })
  })

  it("#10 a reload after credit-changed keeps the shown list until the new one arrives (no blink)", () => {
    const state = replay([
      ...signedIn,
      { _tag: "DepositListLoaded", data: [deposit("d1", 500)] },
      { _tag: "DepositListLoading" }
    ])
    expect(selectDepositList(state)._tag).toBe("Loaded")
    const after = replay([{ _tag: "DepositListLoaded", data: [deposit("d2", 750), deposit("d1", 500)] }], state)
    expect(selectDepositList(after)).toMatchObject({ _tag: "Loaded", data: [{ id: "d2" }, { id: "d1" }] })
  })

  it("#10 a failed list stores its Thai text; the next load shows the skeleton again", () => {
    const failed = replay([...signedIn, { _tag: "DepositListFailed", failure: serverFailure("ระบบขัดข้อง") }])
    expect(selectDepositList(failed)).toEqual({ _tag: "Failed", message: "ระบบขัดข้อง" })
    expect(selectDepositList(replay([{ _tag: "DepositListLoading" }], failed))._tag).toBe("Loading")
  })

  it("AMB-36 the operator's accounts are public: they load for a guest too", () => {
    const state = replay([{ _tag: "DepositAccountsLoading" }, { _tag: "DepositAccountsLoaded", data: [account] }])
    expect(selectDepositAccounts(state)).toEqual({ _tag: "Loaded", data: [account] })
    const failed = replay([{ _tag: "DepositAccountsFailed", failure: serverFailure("ไม่สำเร็จ") }])
    expect(selectDepositAccounts(failed)).toEqual({ _tag: "Failed", message: "ไม่สำเร็จ" })
  })

  it("#10 logout empties the player's deposits", () => {
    const state = replay([
      ...signedIn,
      { _tag: "DepositAccountsLoaded", data: [account] },
      { _tag: "DepositListLoaded", data: [deposit("d1", 500)] },
      { _tag: "Logout" }
    ])
    expect(state.deposit).toEqual(initialState.deposit)
  })
})
