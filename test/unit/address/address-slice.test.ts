import { describe, expect, it } from "vitest"
import { selectAddressSave, selectAddressSaveBusy, selectUserAddress } from "../../../src/events/address/selectors"
import { replay } from "../../../src/events/reducer"
import type { AppEvent } from "../../../src/events/schemas"
import { initialState } from "../../../src/events/state"
import { player, serverFailure } from "../events/fixtures"
import { sampleAddress } from "./fixtures"

// The `userAddress` slice (STORE-01, ENT-18, API-55, #14).

const SIGN_IN: AppEvent = { _tag: "GetCurrentUser", user: player }
const KEY = "5d1e0c2b-7a39-4c8d-9e0f-1a2b3c4d5e6f"
const first = sampleAddress()
const second = sampleAddress({ houseNo: "8", road: "ซอย 5" })

describe("userAddress slice (#14)", () => {
  it("ENT-18 holds ONE record, not a list: idle at start, loaded as one address or null", () => {
    expect(initialState.userAddress.record).toEqual({ _tag: "Idle" })
    const none = replay([SIGN_IN, { _tag: "UserAddressLoading" }, { _tag: "UserAddressLoaded", data: null }])
    expect(selectUserAddress(none)).toEqual({ _tag: "Loaded", data: null })
    const one = replay([SIGN_IN, { _tag: "UserAddressLoaded", data: first }])
    expect(selectUserAddress(one)).toEqual({ _tag: "Loaded", data: first })
    expect(Array.isArray(one.userAddress.record)).toBe(false)
  })

  it("API-55 ENT-18 the saved answer replaces the record whole (not appended)", () => {
    const state = replay([
      SIGN_IN,
      { _tag: "UserAddressLoaded", data: first },
      { _tag: "AddressSaveStarted", key: KEY, address: second },
      { _tag: "AddressSaved", address: second }
    ])
    expect(selectUserAddress(state)).toEqual({ _tag: "Loaded", data: second })
    expect(selectAddressSave(state)).toEqual({ phase: null, pending: null, error: null })
  })

  it("a player's cases answer only after sign-in; logout forgets the address", () => {
    expect(replay([{ _tag: "UserAddressLoaded", data: first }]).userAddress).toEqual(initialState.userAddress)
    const out = replay([SIGN_IN, { _tag: "UserAddressLoaded", data: first }, { _tag: "Logout" }])
    expect(out.userAddress).toEqual(initialState.userAddress)
  })

  it("money.md a save is busy with its key; a refusal keeps its message and frees the key", () => {
    const busy = replay([SIGN_IN, { _tag: "AddressSaveStarted", key: KEY, address: first }])
    expect(selectAddressSaveBusy(busy)).toBe(true)
    expect(selectAddressSave(busy).pending?.key).toBe(KEY)
    const refused = replay([
      SIGN_IN,
      { _tag: "AddressSaveStarted", key: KEY, address: first },
      { _tag: "AddressSaveFailed", failure: serverFailure("รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก", 400) }
    ])
    expect(selectAddressSave(refused)).toMatchObject({ phase: null, pending: null })
    expect(selectAddressSave(refused).error).toBe("รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก")
  })

  it("money.md an unsure save is read back: not saved keeps the key for a resend; an unreadable read offers a retry", () => {
    const unsure: ReadonlyArray<AppEvent> = [
      SIGN_IN,
      { _tag: "UserAddressLoaded", data: null },
      { _tag: "AddressSaveStarted", key: KEY, address: first },
      { _tag: "AddressSaveUnsure", failure: serverFailure("lost", null) }
    ]
    expect(selectAddressSave(replay(unsure)).phase).toBe("verifying")
    expect(selectAddressSaveBusy(replay(unsure))).toBe(true)
    const notDone = replay([...unsure, { _tag: "AddressSaveNotDone" }])
    expect(selectAddressSave(notDone)).toMatchObject({ phase: "not-done", pending: { key: KEY, address: first } })
    expect(selectAddressSaveBusy(notDone)).toBe(false)
    // A version-3 log's read-back says the same.
    expect(selectAddressSave(replay([...unsure, { _tag: "AddressVerified", saved: false }]))).toEqual(
      selectAddressSave(notDone)
    )
    expect(selectAddressSave(replay([...unsure, { _tag: "AddressVerified", saved: true }]))).toEqual({
      phase: null,
      pending: null,
      error: null
    })
    const unreadable = replay([...unsure, { _tag: "UserAddressFailed", failure: serverFailure("x", 500) }])
    expect(selectAddressSave(unreadable).phase).toBe("unverified")
    expect(selectAddressSave(replay([...unsure, { _tag: "AddressSaveUnverified" }]))).toMatchObject({
      phase: "unverified",
      pending: { key: KEY }
    })
    // The record shown stays as it was while the read-back fails.
    expect(selectUserAddress(unreadable)).toEqual({ _tag: "Loaded", data: null })
  })
})
