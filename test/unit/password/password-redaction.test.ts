// #14 DESIGN-10: the password change leaves nothing secret for an exported log. Its events carry no
// password (only the Idempotency-Key and the outcome), its slice's key avoids the words the export
// drops whole, and a password under any key is dropped by the redaction anyway.
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { redact } from "../../../src/events/log/redact"
import { PasswordEvent } from "../../../src/events/password/events"
import { AppEvent } from "../../../src/events/schemas"
import { initialState } from "../../../src/events/state"

const encode = Schema.encodeSync(AppEvent)

describe("the password change in an exported log (#14, DESIGN-10)", () => {
  it("#14 no password event has a field that could hold a password", () => {
    const fields = PasswordEvent.members.flatMap((member) =>
      "members" in member ? member.members.flatMap((inner) => Object.keys(inner.fields)) : Object.keys(member.fields)
    )
    expect(fields.filter((name) => name !== "_tag").sort()).toEqual(["failure", "failure", "key"])
  })

  it("#14 the events and the security slice survive the export as they are (support reads the outcome)", () => {
    const events = [
      encode({ _tag: "PasswordChangeStarted", key: "k-1" }),
      encode({
        _tag: "PasswordChangeFailed",
        failure: { _tag: "ServerError", status: 422, message: "รหัสผ่านเดิมไม่ถูกต้อง" }
      }),
      encode({ _tag: "PasswordChanged" })
    ]
    expect(redact(events)).toEqual(events)
    const slice = { ...initialState.security, changed: true, phase: "unverified", pending: { key: "k-1" } }
    expect(redact({ security: slice })).toEqual({ security: slice })
  })

  it("#14 a password under any key never leaves (old, new, confirmation)", () => {
    const text = JSON.stringify(
      redact({
        oldPassword: "Old-secret-1",
        newPassword: "New-secret-2",
        confirmPassword: "New-secret-2",
        nested: { password: "x1234567" }
      })
    )
    expect(text).not.toContain("secret")
    expect(text).not.toContain("x1234567")
  })
})
