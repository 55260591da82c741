import { useEffect, useMemo, useRef } from "react"
import { css } from "../../../styled-system/css"
import { formatThaiDateTime } from "../../domain/thai-date"
import { selectBalance, selectServerMoneyMoves } from "../../events/player/selectors"
import { selectSlipError, selectSlipRequests, selectSlipResult, selectSlipVerify } from "../../events/slip/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { Button } from "../../ui/button"
import { PageSection } from "../../ui/page-section"
import { SlipPicker } from "../../ui/slip/slip-picker"
import { SlipRequestList } from "../../ui/slip/slip-request-list"
import { slipTexts } from "../../ui/slip/texts"
import { VerifiedSlipCard } from "../../ui/slip/verified-slip-card"
import { notify } from "../notify"
import { usePageTitle } from "../use-page-title"
import { SlipDepositPanel } from "./slip-deposit-panel"
import { useSlipUpload } from "./use-slip-upload"

const loadSlipRequests: PickCommand<void> = (commands) => commands.loadSlipRequests
const clearSlip: PickCommand<void> = (commands) => commands.clearSlip

const lead = css({ color: "muted", lineHeight: "1.7" })
const refusal = css({
  display: "grid",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "rgba(255, 107, 107, 0.12)",
  borderWidth: "1px",
  borderColor: "danger",
  color: "paper"
})
const refusalText = css({ color: "danger", fontWeight: "semibold", fontSize: "md" })
const columns = css({ display: "grid", gap: "6", lg: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } })

/** A refusal (ERR-14) is also a toast, when it appears while the screen is shown. */
const useRefusalToast = (error: string | null) => {
  const shown = useRef(error)
  useEffect(() => {
    if (error !== null && error !== shown.current) notify.error(error)
    shown.current = error
  }, [error])
}

/** /auth/deposit/slip: upload a slip, see it verified, deposit it (ROUTE-06, issue #10 §2). */
const SlipScreen = () => {
  usePageTitle(slipTexts.pageName)
  const moves = useAppSelector(selectServerMoneyMoves)
  // The list loads on entry and again when the server says money moved (a socket message).
  useScreenCommand(useRequestsLoader(moves))
  const run = useCommand()
  const upload = useSlipUpload()
  const verify = useAppSelector(selectSlipVerify)
  const result = useAppSelector(selectSlipResult)
  const error = useAppSelector(selectSlipError)
  const requests = useAppSelector(selectSlipRequests)
  const balance = useAppSelector(selectBalance)
  useRefusalToast(error)
  const verified = verify._tag === "Loaded" ? verify.data : null
  return (
    <PageSection title={slipTexts.pageName}>
      <div className={columns}>
        <div className={css({ display: "grid", gap: "4", alignContent: "start" })}>
          <p className={lead}>{slipTexts.lead}</p>
          {verified === null && result.deposited === null ? (
            <SlipPicker
              previewUrl={upload.previewUrl}
              uploading={upload.uploading}
              percent={result.uploadPercent}
              onChoose={upload.choose}
              onCancel={upload.cancel}
            />
          ) : null}
          {verified !== null && result.deposited === null ? (
            <VerifiedSlipCard slip={{ ...verified, transferredAtText: formatThaiDateTime(verified.transferredAt) }} />
          ) : null}
          {error !== null ? (
            <div role="alert" className={refusal}>
              <p className={refusalText}>{error}</p>
              {/* With a verified slip, the panel below offers 'เลือกสลิปใหม่'. */}
              {verified === null ? (
                <Button variant="secondary" onClick={() => void run(clearSlip)}>
                  {slipTexts.chooseAgain}
                </Button>
              ) : null}
            </div>
          ) : null}
          <SlipDepositPanel verified={verified !== null} result={result} balance={balance} />
        </div>
        <SlipRequestList
          {...(requests._tag === "Loaded"
            ? { state: "loaded", requests: requests.data }
            : requests._tag === "Failed"
              ? { state: "failed", message: requests.message, onRetry: () => void run(loadSlipRequests) }
              : { state: "loading" })}
        />
      </div>
    </PageSection>
  )
}

/** A loader pick that is new when `moves` changes, so useScreenCommand runs the load again then. */
const useRequestsLoader = (moves: number): PickCommand<void> =>
  useMemo(() => {
    const pick: PickCommand<void> = (commands) => commands.loadSlipRequests
    return Object.assign(pick, { moves })
  }, [moves])

export default SlipScreen
