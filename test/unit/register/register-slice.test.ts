import { describe, expect, it } from "vitest"
import { redact } from "../../../src/events/log/redact"
import { reduce, replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import {
  selectRegisterSubmitting,
  selectRegisterVerified,
  selectRegisterVerifying
} from "../../../src/events/register/selectors"
import { selectIsLoggedIn } from "../../../src/events/session/selectors"
import { slices } from "../../../src/events/state"
import { registerSessionEvents, step2 } from "./register-fixtures"

// ENT-19, UI-14: the register slice.

describe("register slice (ENT-19, UI-14)", () => {
  it("ENT-19 starts with step1 and step2 null, on step 1", () => {
    expect(initialState.register).toEqual({ step1: null, step2: null })
  })

  it("UI-14 keeps step 1 (without passwords) and step 2 until the POST, with the path and every answer", () => {
    const state = replay(registerSessionEvents).register
    expect(state.step1).toEqual({ phone: "0891234567", username: "somsak01" })
    expect(state.step2).toMatchObject({ bankCode: "004", bankId: "9876543210", inviterCode: "SC7788" })
    expect(state.step).toBe(2)
    expect(state.path).toEqual({ inviterCode: "SC7788", team: null, marketing: null })
    expect(state.lookups?.username).toEqual({ value: "somsak01", status: "available", message: "" })
    expect(state.inviter).toEqual({ code: "SC7788", name: "สมชาย ใ***" })
    expect(state.phase).toBe("sending")
    expect(JSON.stringify(state)).not.toMatch(/password/i)
  })

  it("a refusal keeps what was typed with the message; an unsure one is read back keeping its key", () => {
    const started = replay(registerSessionEvents)
    const refused = reduce(started, {
      _tag: "RegisterFailed",
      failure: { _tag: "ServerError", status: 409, message: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" }
    }).register
    expect(refused).toMatchObject({ phase: null, pending: null, error: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" })
    expect(refused.step2?.bankId).toBe("9876543210")
    const unsure = reduce(started, {
      _tag: "RegisterUnsure",
      failure: { _tag: "Timeout", status: null, message: "timeout" }
    })
    expect(unsure.register).toMatchObject({
      phase: "verifying",
      pending: { key: "9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f" }
    })
    const notMade = reduce(unsure, { _tag: "RegisterNotDone" })
    expect(notMade.register).toMatchObject({ phase: "not-done" })
    expect(selectRegisterVerifying(notMade)).toBe(false)
    expect(selectRegisterVerified(notMade)).toBe("not-registered")
    expect(notMade.register.pending?.key).toBe("9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f")
  })

  it("#28 a log written before RegisterNotDone and RegisterUnverified replays to the same states", () => {
    const unsure = reduce(replay(registerSessionEvents), {
      _tag: "RegisterUnsure",
      failure: { _tag: "Timeout", status: null, message: "timeout" }
    })
    expect(reduce(unsure, { _tag: "RegisterVerified", outcome: "not-registered" })).toEqual(
      reduce(unsure, { _tag: "RegisterNotDone" })
    )
    expect(reduce(unsure, { _tag: "RegisterVerified", outcome: "unknown" })).toEqual(
      reduce(unsure, { _tag: "RegisterUnverified" })
    )
  })

  it("money.md an unreadable outcome offers 'ตรวจสอบอีกครั้ง'; an account made by the lost answer offers the login, keeping the key", () => {
    const unsure = reduce(replay(registerSessionEvents), {
      _tag: "RegisterUnsure",
      failure: { _tag: "Timeout", status: null, message: "timeout" }
    })
    expect(selectRegisterVerifying(unsure)).toBe(true)
    expect(selectRegisterVerified(unsure)).toBeNull()
    const unreadable = reduce(unsure, { _tag: "RegisterUnverified" })
    expect(unreadable.register).toMatchObject({
      phase: "unverified",
      pending: { key: "9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f" }
    })
    expect(selectRegisterVerified(unreadable)).toBe("unknown")
    const again = reduce(unreadable, { _tag: "RegisterVerifyStarted" })
    expect(selectRegisterVerifying(again)).toBe(true)
    expect(selectRegisterVerified(again)).toBeNull()
    const made = reduce(again, { _tag: "RegisterVerified", outcome: "registered" })
    expect(selectRegisterVerifying(made)).toBe(false)
    expect(selectRegisterSubmitting(made)).toBe(false)
    expect(selectRegisterVerified(made)).toBe("registered")
    expect(made.register.pending?.key).toBe("9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f")
    // A press again is a new send: nothing is found until its outcome is known.
    const pressed = reduce(made, { _tag: "RegisterStarted", key: "9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f", step2 })
    expect(selectRegisterSubmitting(pressed)).toBe(true)
    expect(selectRegisterVerified(pressed)).toBeNull()
  })

  it("money.md a press offline sends nothing and says so; an open registration keeps its key", () => {
    const unreadable = replay([
      ...registerSessionEvents,
      { _tag: "RegisterUnsure", failure: { _tag: "Timeout", status: null, message: "timeout" } },
      { _tag: "RegisterUnverified" }
    ])
    const offline = reduce(unreadable, { _tag: "RegisterOffline" })
    expect(offline.register).toMatchObject({
      phase: "unverified",
      pending: { key: "9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f" },
      error: ERROR_TEXT.NetworkError
    })
  })

  it("#28 the registration's write answers a guest (no player is logged in)", () => {
    const state = replay(registerSessionEvents)
    expect(selectIsLoggedIn(state)).toBe(false)
    expect(state.register.pending?.key).toBe("9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f")
    expect(
      slices.register.cases.filter((sliceCase) => sliceCase.whilePlayer).map((sliceCase) => sliceCase.tag)
    ).toEqual(["SessionTimeout"])
  })

  it("opening the screen again starts afresh unless an outcome is still open; Registered clears it all", () => {
    const started = replay(registerSessionEvents)
    const reopened = reduce(started, {
      _tag: "RegisterOpened",
      path: { inviterCode: null, team: "T1", marketing: "M1" }
    })
    expect(reopened.register.pending?.key).toBe("9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f")
    const done = reduce(started, { _tag: "Registered", username: "somsak01" })
    expect(done.register).toEqual({ step1: null, step2: null })
    const fresh = reduce(done, { _tag: "RegisterOpened", path: { inviterCode: null, team: "T1", marketing: "M1" } })
    expect(fresh.register).toEqual({
      step1: null,
      step2: null,
      path: { inviterCode: null, team: "T1", marketing: "M1" }
    })
  })
})

describe("registration in an exported log (#12)", () => {
  it("masks the phone, the bank account, the holder's name and the LINE ID", () => {
    const text = JSON.stringify(redact(registerSessionEvents))
    expect(text).not.toContain("0891234567")
    expect(text).not.toContain("9876543210")
    expect(text).not.toContain("สมศักดิ์ ใจงาม")
    expect(text).not.toContain("somsak.l")
  })
})
