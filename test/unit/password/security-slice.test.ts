import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../../src/events/schemas"
import { selectPasswordChange } from "../../../src/events/password/selectors"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { player, serverFailure } from "../events/fixtures"

// The `security` slice (#14, OPEN-10): where a password change is, never what was typed. A refusal
// forgets the key (its answer is known), a lost answer keeps it for 'ลองอีกครั้ง', typing again
// forgets it; a player's events count only while signed in.

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const run = (...events: ReadonlyArray<AppEvent>) => selectPasswordChange(replay(events, signedIn))
const lost = { _tag: "NetworkError", status: null, message: "" } as const

describe("security slice (#14)", () => {
  it("OPEN-10 starts idle, nothing pending", () => {
    expect(initialState.security).toEqual({ changed: false, phase: null, pending: null, error: null })
  })

  it("#14 sending, then changed: the key goes", () => {
    expect(run({ _tag: "PasswordChangeStarted", key: "k1" })).toMatchObject({
      phase: "sending",
      pending: { key: "k1" }
    })
    expect(run({ _tag: "PasswordChangeStarted", key: "k1" }, { _tag: "PasswordChanged" })).toEqual({
      changed: true,
      phase: null,
      pending: null,
      error: null
    })
  })

  it("#14 a refusal shows the server's message and forgets the key", () => {
    const state = run(
      { _tag: "PasswordChangeStarted", key: "k1" },
      { _tag: "PasswordChangeFailed", failure: serverFailure("รหัสผ่านเดิมไม่ถูกต้อง", 422) }
    )
    expect(state).toEqual({ changed: false, phase: null, pending: null, error: "รหัสผ่านเดิมไม่ถูกต้อง" })
  })

  it("money.md a lost answer keeps the key for the resend; typing again (cleared) forgets it", () => {
    const unsure = run(
      { _tag: "PasswordChangeStarted", key: "k1" },
      { _tag: "PasswordChangeUnsure", failure: lost },
      { _tag: "PasswordChangeUnverified" }
    )
    expect(unsure).toEqual({ changed: false, phase: "unverified", pending: { key: "k1" }, error: null })
    const cleared = run(
      { _tag: "PasswordChangeStarted", key: "k1" },
      { _tag: "PasswordChangeUnsure", failure: lost },
      { _tag: "PasswordChangeUnverified" },
      { _tag: "PasswordChangeCleared" }
    )
    expect(cleared).toEqual(initialState.security)
  })

  it("money.md clearing never drops a change on its way", () => {
    expect(run({ _tag: "PasswordChangeStarted", key: "k1" }, { _tag: "PasswordChangeCleared" })).toMatchObject({
      phase: "sending",
      pending: { key: "k1" }
    })
  })

  it("#14 a change's events count only while a player is signed in", () => {
    expect(replay([{ _tag: "PasswordChangeStarted", key: "k1" }]).security).toEqual(initialState.security)
  })
})
