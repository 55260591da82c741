import { useCallback, useRef, useState } from "react"
import type { LoginCredentials } from "../../domain/user"
import type { LoginSource } from "../../events/session/events"
import { selectLoginError, selectLoginLockedUntil, selectLoginPending } from "../../events/session/selectors"
import { useAppSelector, useAppMode, useCommand } from "../../runtime/react/app-context"

/**
 * A login form's state and submit (AUTH-06..AUTH-09). The form is busy from the press, not from the
 * LoginStarted event: a press made while the runtime is still arriving waits for it, and a second
 * press meanwhile sends nothing (the credentials go once).
 */
export const useLogin = (source: typeof LoginSource.Type) => {
  const run = useCommand()
  const mode = useAppMode()
  const loginPending = useAppSelector(selectLoginPending)
  const error = useAppSelector(selectLoginError)
  const lockedUntil = useAppSelector(selectLoginLockedUntil)
  const [sending, setSending] = useState(false)
  // The guard is a ref: two presses within one render both see the first one.
  const inFlight = useRef(false)
  const submit = useCallback(
    (credentials: LoginCredentials) => {
      // A replayed screen runs nothing (its command never settles): the form must not stay busy.
      if (inFlight.current || mode === "replay") return
      inFlight.current = true
      setSending(true)
      void run((commands) => commands.login(credentials, source)).finally(() => {
        inFlight.current = false
        setSending(false)
      })
    },
    [run, source, mode]
  )
  return { pending: loginPending || sending, error, lockedUntil, submit }
}
