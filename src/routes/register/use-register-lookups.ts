import { useMemo } from "react"
import {
  bankCodeProblem,
  bankIdProblem,
  inviterCodeProblem,
  phoneProblem,
  usernameProblem
} from "../../domain/register"
import { digitsOnly } from "../../domain/banks"
import { normaliseAffiliateCode } from "../../domain/register-lookup"
import { type PickCommand, useScreenCommand } from "../../runtime/react/app-context"
import type { RegisterFormValues } from "../../ui/register/form-values"

// The lookups of what is typed (VAL-06, VAL-07): each value that meets its rule is looked up after
// a pause; a new value restarts the command, which interrupts the one in flight and aborts its
// request (latest-wins). A value that breaks its rule is not sent at all.

const usePick = (pick: PickCommand<unknown> | null) => useScreenCommand(pick)

export const useRegisterLookups = (values: RegisterFormValues, inviterLocked: boolean) => {
  const phone = digitsOnly(values.phone)
  const username = values.username.trim()
  const bankId = digitsOnly(values.bankId)
  const { bankCode } = values
  const inviter = normaliseAffiliateCode(values.inviterCode)

  usePick(
    useMemo(() => (phoneProblem(phone) === null ? (commands) => commands.checkRegisterPhone(phone) : null), [phone])
  )
  usePick(
    useMemo(
      () => (usernameProblem(username) === null ? (commands) => commands.checkRegisterUsername(username) : null),
      [username]
    )
  )
  usePick(
    useMemo(
      () =>
        bankCodeProblem(bankCode) === null && bankIdProblem(bankCode, bankId) === null
          ? (commands) => commands.checkRegisterBankAccount(bankCode, bankId)
          : null,
      [bankCode, bankId]
    )
  )
  // /aff's code was looked up when the screen opened (it cannot change).
  usePick(
    useMemo(
      () =>
        !inviterLocked && inviter !== "" && inviterCodeProblem(inviter) === null
          ? (commands) => commands.checkRegisterInviter(inviter)
          : null,
      [inviterLocked, inviter]
    )
  )
}
