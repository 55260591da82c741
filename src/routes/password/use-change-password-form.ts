import { useCallback, useMemo, useState } from "react"
import {
  changePasswordProblems,
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordField,
  type ChangePasswordValues
} from "../../domain/change-password"

// The password change form's values and which fields the player has touched (left, or submitted):
// a touched field's rule is checked again at every keystroke. The passwords live here only, in this
// component's memory: never an event, the state, a log or storage (#14), and cleared after success.

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = { oldPassword: "", newPassword: "", confirmPassword: "" }

export const useChangePasswordForm = () => {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY_CHANGE_PASSWORD)
  const [touched, setTouched] = useState<ReadonlySet<ChangePasswordField>>(new Set())
  const problems = useMemo(() => changePasswordProblems(values), [values])

  const change = useCallback(
    (field: ChangePasswordField, value: string) => setValues((now) => ({ ...now, [field]: value })),
    []
  )
  const touch = useCallback((field: ChangePasswordField) => setTouched((now) => new Set(now).add(field)), [])
  const touchAll = useCallback(() => setTouched(new Set(CHANGE_PASSWORD_FIELDS)), [])
  const clear = useCallback(() => {
    setValues(EMPTY_CHANGE_PASSWORD)
    setTouched(new Set())
  }, [])
  /** The rule a field breaks, shown once the player has touched it. */
  const problemOf = (field: ChangePasswordField): string | null => (touched.has(field) ? problems[field] : null)
  return { values, problems, change, touch, touchAll, clear, problemOf }
}
