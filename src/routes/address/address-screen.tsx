import { useEffect, useMemo, useRef, useState } from "react"
import { addressFromDraft } from "../../domain/address"
import { selectAddressSave, selectUserAddress } from "../../events/address/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { AddressForm, type AddressFormStatus } from "../../ui/address/address-form"
import { LeaveDialog } from "../../ui/address/leave-dialog"
import { addressTexts as t } from "../../ui/address/texts"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { BackLink } from "../../ui/back-link"
import { PageSection } from "../../ui/page-section"
import { notify } from "../notify"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { useAddressDraft } from "./use-address-draft"
import { useLeaveGuard } from "./use-leave-guard"
import { usePostcodePlaces } from "./use-postcode-places"

/** GET mine as a new pick per attempt: 'ลองใหม่' runs it again, still interrupted when the screen goes. */
const loadPick =
  (_attempt: number): PickCommand<void> =>
  (commands) =>
    commands.loadAddress

/** What the last press came to, as the form shows it once the store's write is idle again. */
type Outcome = { readonly _tag: "Idle" } | { readonly _tag: "Saved" } | { readonly _tag: "Refused" } | AddressFormStatus

const IDLE: Outcome = { _tag: "Idle" }

/**
 * /auth/settings/manage-address (ROUTE-14, OPEN-11): the player's one delivery address (ENT-18),
 * read with GET mine (API-54, interrupted when the screen goes), saved with PATCH (API-55).
 */
const AddressScreen = () => {
  usePageTitle(t.pageName)
  const [attempt, setAttempt] = useState(0)
  useScreenCommand(useMemo(() => loadPick(attempt), [attempt]))
  const record = useAppSelector(selectUserAddress)
  const save = useAppSelector(selectAddressSave)
  const [outcome, setOutcome] = useState<Outcome>(IDLE)
  const draft = useAddressDraft(record._tag === "Loaded" ? record.data : undefined, () => setOutcome(IDLE))
  const { places, load } = usePostcodePlaces(draft.values.postcode)
  useEffect(load, [load])
  const guard = useLeaveGuard(draft.changed)
  const run = useCommand()
  const pressed = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  /** A write's end: shown under the form, or as a toast when the player has left meanwhile. */
  const settle = (result: "done" | "refused" | "not-done" | "unknown" | "offline") => {
    if (!mounted.current) {
      if (result === "done") notify.success(t.saved)
      return
    }
    if (result === "done") setOutcome({ _tag: "Saved" })
    else if (result === "refused") setOutcome({ _tag: "Refused" })
    else if (result === "not-done") setOutcome({ _tag: "Problem", message: t.notSaved })
    else if (result === "offline") setOutcome({ _tag: "Problem", message: t.offline })
  }

  const submit = () => {
    if (pressed.current || !draft.changed) return
    const address = addressFromDraft(draft.values)
    if (address === null) {
      // Nothing is sent while a rule fails: every message shows and the form focuses the first broken field.
      draft.touchAll()
      setOutcome({ _tag: "Problem", message: t.fixErrors })
      return
    }
    pressed.current = true
    void run((commands) => commands.saveAddress(address))
      .then(settle)
      .finally(() => {
        pressed.current = false
      })
  }
  const verify = () => void run((commands) => commands.verifyAddressSave).then(settle)

  const status: AddressFormStatus =
    save.phase === "sending"
      ? { _tag: "Saving" }
      : save.phase === "verifying"
        ? { _tag: "Verifying" }
        : save.phase === "unverified"
          ? { _tag: "Unverified" }
          : outcome._tag === "Refused"
            ? { _tag: "Problem", message: save.error ?? t.notSaved }
            : outcome

  return (
    <PageSection title={t.pageName} width="form">
      <BackLink to={paths.auth.settings} label={t.backToAccount} />
      {record._tag === "Failed" ? (
        <LoadFailedNotice
          message={t.loadFailed}
          detail={record.message}
          retryLabel={t.retry}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <AddressForm
          loading={record._tag !== "Loaded"}
          values={draft.values}
          errors={draft.errors}
          onChange={draft.edit}
          onBlur={draft.touch}
          onPostcodeFocus={load}
          places={places}
          onChoosePlace={draft.choosePlace}
          none={record._tag === "Loaded" && record.data === null}
          changed={draft.changed}
          status={status}
          onSubmit={submit}
          onVerify={verify}
        />
      )}
      <LeaveDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </PageSection>
  )
}

export default AddressScreen
