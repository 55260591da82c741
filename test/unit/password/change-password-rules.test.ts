// #14 OPEN-19: the password change's rules at their boundaries (src/domain/change-password.ts), the
// one module the form and the reference API share.
import { describe, expect, it } from "vitest"
import {
  CHANGE_PASSWORD_RULES,
  changePasswordProblems,
  confirmNewPasswordProblem,
  firstProblemField,
  newPasswordProblem,
  oldPasswordProblem
} from "../../../src/domain/change-password"
import { passwordProblem as registrationRule, REGISTER_RULES } from "../../../src/domain/register"

const RULE = "รหัสผ่านต้องมี 8–32 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข"
const OLD = "demo1234"
/** A password of `length` characters with letters and a digit. */
const ofLength = (length: number) => "a".repeat(length - 1) + "1"

describe("change-password rules (#14, OPEN-19)", () => {
  it("OPEN-19 the new password: 7 characters fail, 8 pass, 32 pass, 33 fail", () => {
    expect(newPasswordProblem(OLD, ofLength(7))).toBe(RULE)
    expect(newPasswordProblem(OLD, ofLength(8))).toBeNull()
    expect(newPasswordProblem(OLD, ofLength(32))).toBeNull()
    expect(newPasswordProblem(OLD, ofLength(33))).toBe(RULE)
  })

  it("OPEN-19 the new password needs a letter and a digit", () => {
    expect(newPasswordProblem(OLD, "abcdefgh")).toBe(RULE)
    expect(newPasswordProblem(OLD, "12345678")).toBe(RULE)
    expect(newPasswordProblem(OLD, "abcdefg1")).toBeNull()
  })

  it("OPEN-19 the new password must differ from the old one", () => {
    expect(newPasswordProblem(OLD, OLD)).toBe("รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม")
    expect(newPasswordProblem(OLD, "Demo1234")).toBeNull()
  })

  it("OPEN-19 empty fields say which is missing", () => {
    expect(oldPasswordProblem("")).toBe("กรุณากรอกรหัสผ่านเดิม")
    expect(newPasswordProblem(OLD, "")).toBe("กรุณากรอกรหัสผ่านใหม่")
    expect(confirmNewPasswordProblem("newpass99", "")).toBe("กรุณายืนยันรหัสผ่านใหม่")
  })

  it("OPEN-19 the old password is only required (an older account's may predate the rule), up to 32", () => {
    expect(oldPasswordProblem("abc")).toBeNull()
    expect(oldPasswordProblem(ofLength(32))).toBeNull()
    expect(oldPasswordProblem(ofLength(33))).not.toBeNull()
  })

  it("OPEN-19 #14 the confirmation must match: 'รหัสผ่านไม่ตรงกัน'", () => {
    expect(confirmNewPasswordProblem("newpass99", "newpass98")).toBe("รหัสผ่านไม่ตรงกัน")
    expect(confirmNewPasswordProblem("newpass99", "newpass99")).toBeNull()
  })

  it("OPEN-19 #14 the rule and the mismatch text are registration's own (one rule module)", () => {
    expect(CHANGE_PASSWORD_RULES.confirmMismatch).toBe(REGISTER_RULES.confirmMismatch)
    for (const candidate of [ofLength(7), ofLength(8), ofLength(32), ofLength(33), "abcdefgh", "12345678"]) {
      expect(newPasswordProblem(OLD, candidate)).toBe(registrationRule(candidate))
    }
  })

  it("OPEN-19 the first failing field is the first in the form's order; none when all pass", () => {
    const fine = { oldPassword: OLD, newPassword: "newpass99", confirmPassword: "newpass99" }
    expect(firstProblemField(changePasswordProblems(fine))).toBeNull()
    expect(firstProblemField(changePasswordProblems({ ...fine, confirmPassword: "x" }))).toBe("confirmPassword")
    expect(firstProblemField(changePasswordProblems({ ...fine, newPassword: "short" }))).toBe("newPassword")
    expect(firstProblemField(changePasswordProblems({ ...fine, oldPassword: "" }))).toBe("oldPassword")
  })
})
