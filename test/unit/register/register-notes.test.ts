import { describe, expect, it } from "vitest"
import { LOOKUP_TEXTS } from "../../../src/domain/register"
import { lookupAllows, lookupNote } from "../../../src/ui/register/lookup-note"

// OPEN-21: what the line under a looked-up field says, for the value typed now.

const texts = LOOKUP_TEXTS.username

describe("lookup notes (OPEN-21)", () => {
  it("a rule broken shows its message once the field was left, and nothing is looked up", () => {
    expect(lookupNote("ab", "กฎ", false, undefined, texts)).toBeNull()
    expect(lookupNote("ab", "กฎ", true, undefined, texts)).toEqual({ kind: "error", text: "กฎ" })
  })

  it("an answer about another value says nothing: the field is being checked", () => {
    const answer = { value: "demo", status: "taken", message: "" } as const
    expect(lookupNote("demo2026", null, true, answer, texts)).toEqual({ kind: "checking", text: "กำลังตรวจสอบ…" })
    expect(lookupAllows("demo2026", null, answer)).toBe(true)
  })

  it("each outcome shows its message; taken and invalid stop the step", () => {
    const of = (status: "available" | "taken" | "invalid" | "unanswered") =>
      ({ value: "demo", status, message: "ข้อความของเซิร์ฟเวอร์" }) as const
    expect(lookupNote("demo", null, false, of("available"), texts)).toEqual({ kind: "ok", text: "ใช้ชื่อผู้ใช้นี้ได้" })
    expect(lookupNote("demo", null, false, of("taken"), texts)).toEqual({ kind: "error", text: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" })
    expect(lookupNote("demo", null, false, of("invalid"), texts)).toEqual({ kind: "error", text: "ข้อความของเซิร์ฟเวอร์" })
    expect(lookupNote("demo", null, false, of("unanswered"), texts)?.kind).toBe("info")
    expect(lookupAllows("demo", null, of("taken"))).toBe(false)
    expect(lookupAllows("demo", null, of("invalid"))).toBe(false)
    expect(lookupAllows("demo", null, of("unanswered"))).toBe(true)
    expect(lookupAllows("demo", "กฎ", of("available"))).toBe(false)
  })
})
