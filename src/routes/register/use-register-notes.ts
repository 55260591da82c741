import {
  accountDigitsOf,
  accountNameProblem,
  bankCodeProblem,
  bankIdProblem,
  confirmProblem,
  inviterCodeProblem,
  lineIdProblem,
  LOOKUP_TEXTS,
  passwordProblem,
  phoneProblem,
  usernameProblem
} from "../../domain/register"
import { digitsOnly } from "../../domain/banks"
import { bankIdLookupValue, normaliseAffiliateCode } from "../../domain/register-lookup"
import { selectAccountName, selectInviter, selectLookup } from "../../events/register/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import type { FieldNote } from "../../ui/field-note"
import type { RegisterField, RegisterFormValues, RegisterNotes } from "../../ui/register/form-values"
import { lookupAllows, lookupNote, ruleNote } from "../../ui/register/lookup-note"
import { registerTexts } from "../../ui/register/texts"

// What each field of the registration form says now, and whether each step may go on: the rules
// of domain/register.ts on what is typed, and the lookups' answers about exactly those values.

const selectPhoneLookup = selectLookup("phone")
const selectUsernameLookup = selectLookup("username")
const selectBankIdLookup = selectLookup("bankId")
const selectInviterLookup = selectLookup("inviter")

export const STEP1_FIELDS: ReadonlyArray<RegisterField> = ["phone", "username", "password", "confirm"]
export const STEP2_FIELDS: ReadonlyArray<RegisterField> = ["bankCode", "bankId", "accountName", "lineId", "inviterCode"]

export const useRegisterNotes = (values: RegisterFormValues, left: ReadonlySet<RegisterField>) => {
  const phoneLookup = useAppSelector(selectPhoneLookup)
  const usernameLookup = useAppSelector(selectUsernameLookup)
  const bankIdLookup = useAppSelector(selectBankIdLookup)
  const inviterUnanswered = useAppSelector(selectInviterLookup)
  const inviterAnswer = useAppSelector(selectInviter)
  const accountNameAnswer = useAppSelector(selectAccountName)

  const phone = digitsOnly(values.phone)
  const username = values.username.trim()
  const { bankCode, password, confirm } = values
  const bankId = digitsOnly(values.bankId)
  const bankLookedUp = bankIdLookupValue(bankCode, bankId)
  const inviter = normaliseAffiliateCode(values.inviterCode)

  // The holder's name the bank gave for exactly this bank and number, if it gave one.
  const bankName =
    accountNameAnswer !== null && accountNameAnswer.bankCode === bankCode && accountNameAnswer.bankId === bankId
      ? accountNameAnswer.name
      : null
  const accountName = bankName ?? values.accountName

  const problems = {
    phone: phoneProblem(phone),
    username: usernameProblem(username),
    password: passwordProblem(password),
    confirm: confirmProblem(password, confirm),
    bankCode: bankCodeProblem(bankCode),
    bankId: bankIdProblem(bankCode, bankId),
    accountName: accountNameProblem(accountName),
    lineId: lineIdProblem(values.lineId.trim()),
    inviterCode: inviterCodeProblem(inviter)
  } as const

  const inviterNote = (): FieldNote | null => {
    if (inviter === "") return null
    if (problems.inviterCode !== null) return ruleNote(problems.inviterCode, left.has("inviterCode"))
    if (inviterAnswer?.code === inviter) {
      return inviterAnswer.name === null
        ? { kind: "error", text: LOOKUP_TEXTS.inviter.notFound }
        : { kind: "ok", text: LOOKUP_TEXTS.inviter.found(inviterAnswer.name) }
    }
    if (inviterUnanswered?.value === inviter) return { kind: "info", text: registerTexts.unanswered }
    return { kind: "checking", text: registerTexts.checking }
  }

  const notes: RegisterNotes = {
    phone: lookupNote(phone, problems.phone, left.has("phone") || phone.length >= 10, phoneLookup, LOOKUP_TEXTS.phone),
    username: lookupNote(username, problems.username, left.has("username"), usernameLookup, LOOKUP_TEXTS.username),
    password: ruleNote(problems.password, left.has("password")),
    confirm: ruleNote(problems.confirm, left.has("confirm") || (confirm !== "" && confirm.length >= password.length)),
    bankCode: ruleNote(problems.bankCode, left.has("bankCode")),
    bankId:
      problems.bankCode !== null
        ? ruleNote(problems.bankId, left.has("bankId"))
        : lookupNote(
            bankLookedUp,
            problems.bankId,
            left.has("bankId") || bankId.length >= accountDigitsOf(bankCode),
            bankIdLookup,
            LOOKUP_TEXTS.bankId
          ),
    accountName: ruleNote(problems.accountName, left.has("accountName")),
    lineId: ruleNote(problems.lineId, left.has("lineId")),
    inviterCode: inviterNote()
  }

  const step1Ready =
    lookupAllows(phone, problems.phone, phoneLookup) &&
    lookupAllows(username, problems.username, usernameLookup) &&
    problems.password === null &&
    problems.confirm === null
  const inviterFound = inviter === "" || !(inviterAnswer?.code === inviter && inviterAnswer.name === null)
  const step2Ready =
    problems.bankCode === null &&
    lookupAllows(bankLookedUp, problems.bankId, bankIdLookup) &&
    problems.accountName === null &&
    problems.lineId === null &&
    problems.inviterCode === null &&
    inviterFound

  return { notes, step1Ready, step2Ready, accountName, accountNameFromBank: bankName !== null }
}
