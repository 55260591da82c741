import { describe, expect, it } from "vitest"
import {
  accountDigitsOf,
  accountNameProblem,
  bankIdProblem,
  confirmProblem,
  inviterCodeProblem,
  lineIdProblem,
  passwordProblem,
  passwordStrength,
  phoneProblem,
  usernameProblem
} from "../../../src/domain/register"
import { digitsOnly } from "../../../src/domain/banks"

// OPEN-17: the registration rules at their boundaries (one module for the form and the server).

describe("registration rules (OPEN-17)", () => {
  it("a phone is 10 digits starting 06, 08 or 09", () => {
    expect(phoneProblem("0612345678")).toBeNull()
    expect(phoneProblem("0812345678")).toBeNull()
    expect(phoneProblem("0912345678")).toBeNull()
    expect(phoneProblem("0512345678")).not.toBeNull()
    expect(phoneProblem("0212345678")).not.toBeNull()
    expect(phoneProblem("081234567")).not.toBeNull()
    expect(phoneProblem("08123456789")).not.toBeNull()
    expect(phoneProblem("")).toBe("กรุณากรอกเบอร์โทรศัพท์")
    expect(digitsOnly("081-234 5678")).toBe("0812345678")
  })

  it("a username is 4 to 16 letters or digits", () => {
    expect(usernameProblem("abcd")).toBeNull()
    expect(usernameProblem("a".repeat(16))).toBeNull()
    expect(usernameProblem("Som01")).toBeNull()
    expect(usernameProblem("abc")).not.toBeNull()
    expect(usernameProblem("a".repeat(17))).not.toBeNull()
    expect(usernameProblem("som_01")).not.toBeNull()
    expect(usernameProblem("สมชาย01")).not.toBeNull()
  })

  it("a password is 8 to 32 characters with a letter and a digit; the confirmation matches", () => {
    expect(passwordProblem("abcdef12")).toBeNull()
    expect(passwordProblem(`a1${"x".repeat(30)}`)).toBeNull()
    expect(passwordProblem("abcde12")).not.toBeNull()
    expect(passwordProblem(`a1${"x".repeat(31)}`)).not.toBeNull()
    expect(passwordProblem("abcdefgh")).not.toBeNull()
    expect(passwordProblem("12345678")).not.toBeNull()
    expect(confirmProblem("abcdef12", "abcdef12")).toBeNull()
    expect(confirmProblem("abcdef12", "abcdef13")).toBe("รหัสผ่านไม่ตรงกัน")
    expect(confirmProblem("abcdef12", "")).toBe("กรุณายืนยันรหัสผ่าน")
  })

  it("the strength hint: weak until the rule holds, strong with two of cases, symbols and length", () => {
    expect(passwordStrength("abc")).toBe("weak")
    expect(passwordStrength("abcdef12")).toBe("fair")
    expect(passwordStrength("Abcdef12!")).toBe("strong")
    expect(passwordStrength("abcdef12!xyz")).toBe("strong")
    expect(passwordStrength("Abcdef12")).toBe("fair")
  })

  it("an account number is 10 digits, 12 at GSB (030) and BAAC (034)", () => {
    expect(accountDigitsOf("004")).toBe(10)
    expect(accountDigitsOf("030")).toBe(12)
    expect(accountDigitsOf("034")).toBe(12)
    expect(bankIdProblem("004", "1234567890")).toBeNull()
    expect(bankIdProblem("004", "123456789")).toBe("เลขบัญชีธนาคารต้องเป็นตัวเลข 10 หลัก")
    expect(bankIdProblem("004", "12345678901")).not.toBeNull()
    expect(bankIdProblem("030", "123456789012")).toBeNull()
    expect(bankIdProblem("034", "1234567890")).toBe("เลขบัญชีธนาคารต้องเป็นตัวเลข 12 หลัก")
  })

  it("an account name is Thai or Latin letters, 2 to 80", () => {
    expect(accountNameProblem("นาย สมศักดิ์ แสงทอง")).toBeNull()
    expect(accountNameProblem("John Smith")).toBeNull()
    expect(accountNameProblem(" ")).toBe("กรุณากรอกชื่อบัญชี")
    expect(accountNameProblem("ก")).not.toBeNull()
    expect(accountNameProblem("สมชาย123")).not.toBeNull()
  })

  it("LINE ID and inviter code are optional, and checked when given", () => {
    expect(lineIdProblem("")).toBeNull()
    expect(lineIdProblem("somsak.l")).toBeNull()
    expect(lineIdProblem("abc")).not.toBeNull()
    expect(lineIdProblem("a b c d")).not.toBeNull()
    expect(inviterCodeProblem("")).toBeNull()
    expect(inviterCodeProblem("sc7788")).toBeNull()
    expect(inviterCodeProblem("SC7")).not.toBeNull()
    expect(inviterCodeProblem("SC-7788")).not.toBeNull()
  })
})
