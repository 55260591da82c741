import { bankOfCode } from "./banks"
import { PASSWORD_RULES, passwordProblem } from "./password-rule"
import { normaliseAffiliateCode } from "./register-lookup"

// The rules of registration (#12, OPEN-17, OPEN-21), one module for both sides: the form checks as
// the player types, and the reference API checks the same again on every lookup and on
// POST /api/user/register. Each rule answers null (fine) or the Thai message to show under its field.

/** Thai mobile numbers: 10 digits, starting 06, 08 or 09. */
const THAI_MOBILE = /^0[689]\d{8}$/
const USERNAME = /^[A-Za-z0-9]{4,16}$/
/** A LINE ID: 4–20 of letters, digits, dot, underscore and hyphen (LINE's own rule). */
const LINE_ID = /^[A-Za-z0-9._-]{4,20}$/
/** Affiliate codes the server makes are 6 of A–Z and 0–9; older operators' codes run 4–12. */
const AFFILIATE_CODE = /^[A-Z0-9]{4,12}$/
/** A bank account holder's name: Thai or Latin letters, spaces, dots and hyphens. */
const ACCOUNT_NAME = /^[\u0E00-\u0E7FA-Za-z][\u0E00-\u0E7FA-Za-z .'-]{1,79}$/u

export { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from "./password-rule"

export const REGISTER_RULES = {
  phoneRequired: "กรุณากรอกเบอร์โทรศัพท์",
  phoneInvalid: "เบอร์โทรศัพท์ต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09",
  usernameRequired: "กรุณากรอกชื่อผู้ใช้",
  usernameInvalid: "ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4–16 ตัว",
  passwordRequired: PASSWORD_RULES.required,
  passwordInvalid: PASSWORD_RULES.invalid,
  confirmRequired: "กรุณายืนยันรหัสผ่าน",
  confirmMismatch: "รหัสผ่านไม่ตรงกัน",
  bankRequired: "กรุณาเลือกธนาคาร",
  bankIdRequired: "กรุณากรอกเลขบัญชีธนาคาร",
  bankIdDigits: (digits: number) => `เลขบัญชีธนาคารต้องเป็นตัวเลข ${digits} หลัก`,
  accountNameRequired: "กรุณากรอกชื่อบัญชี",
  accountNameInvalid: "ชื่อบัญชีต้องเป็นตัวอักษรไทยหรืออังกฤษ 2–80 ตัว",
  lineIdInvalid: "LINE ID ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข . _ หรือ - 4–20 ตัว",
  inviterInvalid: "รหัสผู้แนะนำต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4–12 ตัว"
} as const

/** The lookup outcomes' messages (OPEN-21): the taken ones are the issue's words. */
export const LOOKUP_TEXTS = {
  phone: { available: "ใช้เบอร์โทรศัพท์นี้ได้", taken: "เบอร์โทรศัพท์นี้ถูกใช้แล้ว" },
  username: { available: "ใช้ชื่อผู้ใช้นี้ได้", taken: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" },
  bankId: { available: "ใช้เลขบัญชีนี้ได้", taken: "เลขบัญชีนี้ถูกใช้แล้ว" },
  inviter: { notFound: "ไม่พบรหัสผู้แนะนำ", found: (name: string) => `ผู้แนะนำ: ${name}` }
} as const

export const phoneProblem = (phone: string): string | null => {
  if (phone === "") return REGISTER_RULES.phoneRequired
  return THAI_MOBILE.test(phone) ? null : REGISTER_RULES.phoneInvalid
}

export const usernameProblem = (username: string): string | null => {
  if (username === "") return REGISTER_RULES.usernameRequired
  return USERNAME.test(username) ? null : REGISTER_RULES.usernameInvalid
}

export const confirmProblem = (password: string, confirm: string): string | null => {
  if (confirm === "") return REGISTER_RULES.confirmRequired
  return confirm === password ? null : REGISTER_RULES.confirmMismatch
}

export type PasswordStrength = "weak" | "fair" | "strong"

/**
 * The hint under the password: weak until it meets the rule, strong when it is long or mixes
 * cases and symbols as well, fair in between.
 */
export const passwordStrength = (password: string): PasswordStrength => {
  if (passwordProblem(password) !== null) return "weak"
  const extras = [
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /[^A-Za-z0-9]/.test(password),
    password.length >= 12
  ]
  return extras.filter(Boolean).length >= 2 ? "strong" : "fair"
}

/** Digits of an account number at this bank: 12 at GSB (030) and BAAC (034), else 10. */
export const accountDigitsOf = (bankCode: string): number => bankOfCode(bankCode)?.accountDigits ?? 10

export const bankCodeProblem = (bankCode: string): string | null =>
  bankOfCode(bankCode) === undefined ? REGISTER_RULES.bankRequired : null

export const bankIdProblem = (bankCode: string, bankId: string): string | null => {
  if (bankId === "") return REGISTER_RULES.bankIdRequired
  const digits = accountDigitsOf(bankCode)
  return new RegExp(`^\\d{${digits}}$`).test(bankId) ? null : REGISTER_RULES.bankIdDigits(digits)
}

export const accountNameProblem = (name: string): string | null => {
  const trimmed = name.trim()
  if (trimmed === "") return REGISTER_RULES.accountNameRequired
  return ACCOUNT_NAME.test(trimmed) ? null : REGISTER_RULES.accountNameInvalid
}

/** Optional: empty is fine. */
export const lineIdProblem = (lineId: string): string | null =>
  lineId === "" || LINE_ID.test(lineId) ? null : REGISTER_RULES.lineIdInvalid

/** Optional: empty is fine. */
export const inviterCodeProblem = (code: string): string | null =>
  code === "" || AFFILIATE_CODE.test(normaliseAffiliateCode(code)) ? null : REGISTER_RULES.inviterInvalid
