// The rule every password follows (#12 OPEN-17, #14 OPEN-19): 8–32 characters with at least one
// letter and one digit. Registration (register.ts) and the password change (change-password.ts)
// both use it, and the reference API checks it again; it is a module of its own so that a screen
// needing only this rule does not load the rest of registration's.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 32

export const PASSWORD_RULES = {
  required: "กรุณากรอกรหัสผ่าน",
  invalid: "รหัสผ่านต้องมี 8–32 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข"
} as const

/** 8–32 characters with at least one letter and one digit (the login's passwords follow it too). */
export const passwordProblem = (password: string): string | null => {
  if (password === "") return PASSWORD_RULES.required
  const fits =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  return fits ? null : PASSWORD_RULES.invalid
}
