import { passwordProblem, PASSWORD_MAX } from "./password-rule"

// The rules of a password change (#14, OPEN-19), one module for both sides: the form checks them as
// the player types, and the reference API checks the same again on POST
// /api/auth/user/change-password/{uuid}. The new password follows registration's rule (8–32
// characters with a letter and a digit, password-rule.ts, which register.ts uses too); each rule
// answers null (fine) or the Thai message shown under its field.

export const CHANGE_PASSWORD_RULES = {
  oldRequired: "กรุณากรอกรหัสผ่านเดิม",
  oldTooLong: `รหัสผ่านเดิมยาวเกิน ${PASSWORD_MAX} ตัวอักษร`,
  newRequired: "กรุณากรอกรหัสผ่านใหม่",
  sameAsOld: "รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม",
  confirmRequired: "กรุณายืนยันรหัสผ่านใหม่",
  /** The words, the same as registration's REGISTER_RULES.confirmMismatch. */
  confirmMismatch: "รหัสผ่านไม่ตรงกัน"
} as const

/** The server's answers the player reads (a wrong old password is a refusal, not a session end). */
export const CHANGE_PASSWORD_ANSWERS = {
  wrongOld: "รหัสผ่านเดิมไม่ถูกต้อง",
  changed: "เปลี่ยนรหัสผ่านสำเร็จ"
} as const

/** What the form holds and the request carries (API-24): exactly these three. */
export interface ChangePasswordValues {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmPassword: string
}
export type ChangePasswordField = keyof ChangePasswordValues

/** The fields in the form's order: the first that breaks a rule takes the focus on submit. */
export const CHANGE_PASSWORD_FIELDS: ReadonlyArray<ChangePasswordField> = [
  "oldPassword",
  "newPassword",
  "confirmPassword"
]

/**
 * The old password is whatever the account has: only required (and no longer than any password
 * can be), so an account whose password predates today's rule can still change it.
 */
export const oldPasswordProblem = (oldPassword: string): string | null => {
  if (oldPassword === "") return CHANGE_PASSWORD_RULES.oldRequired
  return oldPassword.length > PASSWORD_MAX ? CHANGE_PASSWORD_RULES.oldTooLong : null
}

/** Registration's rule, and not the old password again. */
export const newPasswordProblem = (oldPassword: string, newPassword: string): string | null => {
  if (newPassword === "") return CHANGE_PASSWORD_RULES.newRequired
  const rule = passwordProblem(newPassword)
  if (rule !== null) return rule
  return newPassword === oldPassword ? CHANGE_PASSWORD_RULES.sameAsOld : null
}

export const confirmNewPasswordProblem = (newPassword: string, confirmPassword: string): string | null => {
  if (confirmPassword === "") return CHANGE_PASSWORD_RULES.confirmRequired
  return confirmPassword === newPassword ? null : CHANGE_PASSWORD_RULES.confirmMismatch
}

export type ChangePasswordProblems = { readonly [K in ChangePasswordField]: string | null }

/** Every field's problem at once (the form shows those of the fields touched; the server the first). */
export const changePasswordProblems = (values: ChangePasswordValues): ChangePasswordProblems => ({
  oldPassword: oldPasswordProblem(values.oldPassword),
  newPassword: newPasswordProblem(values.oldPassword, values.newPassword),
  confirmPassword: confirmNewPasswordProblem(values.newPassword, values.confirmPassword)
})

/** The first field that breaks a rule, in the form's order; null when the change may be sent. */
export const firstProblemField = (problems: ChangePasswordProblems): ChangePasswordField | null =>
  CHANGE_PASSWORD_FIELDS.find((field) => problems[field] !== null) ?? null
