import { useCallback, useEffect, useState } from "react"
import { useCommand } from "../../runtime/react/app-context"
import { EMPTY_REGISTER_FORM, type RegisterField, type RegisterFormValues } from "../../ui/register/form-values"

// The registration form's values and which fields have been left (their rule messages show from
// then on). Step 1's phone and username are kept in this tab's sessionStorage as they are typed, so
// a reload does not lose them (#12); the passwords never leave this component's memory.

const DRAFT_PAUSE_MS = 300

export const useRegisterForm = (inviterCode: string | null) => {
  const run = useCommand()
  const [values, setValues] = useState<RegisterFormValues>({ ...EMPTY_REGISTER_FORM, inviterCode: inviterCode ?? "" })
  const [left, setLeft] = useState<ReadonlySet<RegisterField>>(new Set())
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    let active = true
    void run((commands) => commands.loadRegisterDraft).then((draft) => {
      if (!active) return
      // What was typed before the draft arrived wins over it.
      setValues((now) => ({ ...now, phone: now.phone || draft.phone, username: now.username || draft.username }))
      setRestored(true)
    })
    return () => {
      active = false
    }
  }, [run])

  const { phone, username } = values
  useEffect(() => {
    if (!restored) return
    const timer = setTimeout(
      () => void run((commands) => commands.saveRegisterDraft({ phone, username })),
      DRAFT_PAUSE_MS
    )
    return () => clearTimeout(timer)
  }, [run, restored, phone, username])

  const change = useCallback(
    (field: RegisterField, value: string) => setValues((now) => ({ ...now, [field]: value })),
    []
  )
  const leave = useCallback((field: RegisterField) => setLeft((now) => new Set(now).add(field)), [])
  const leaveAll = useCallback(
    (fields: ReadonlyArray<RegisterField>) => setLeft((now) => new Set([...now, ...fields])),
    []
  )
  return { values, left, change, leave, leaveAll }
}
